-- A host searching their payout history by the start of a booking id (payouts/query.ts): a prefix LIKE on the
-- id's text within the host's payouts, served by this index instead of reading all of them.
CREATE INDEX payouts_host_booking_text_idx ON payouts (host_id, (booking_id::text) text_pattern_ops);
