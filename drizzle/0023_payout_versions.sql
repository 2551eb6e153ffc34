-- The host dashboard's tasks read the host's failed payouts ('A payout failed'): any change to payouts raises
-- the host's data version (0018), so the cached dashboard is recomputed. Statement-level: the release job's
-- batch of payouts raises each host once.
CREATE TRIGGER payouts_bump_hosts_insert AFTER INSERT ON payouts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kazistay_bump_hosts_of_rows();
--> statement-breakpoint
CREATE TRIGGER payouts_bump_hosts_update AFTER UPDATE ON payouts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kazistay_bump_hosts_of_rows();
--> statement-breakpoint
CREATE TRIGGER payouts_bump_hosts_delete AFTER DELETE ON payouts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kazistay_bump_hosts_of_rows();
