-- Raises host_data_versions.version (schema/host-versions.ts) for every host whose figures a statement
-- changed: their listings, the bookings and reviews of those listings, their calendar events and blocks.
-- Statement-level triggers with transition tables: a bulk insert of 50,000 bookings raises each host once.
-- A host being deleted (their listings go by cascade) has no profile left to count for, so is skipped; hosts
-- are raised in id order so two statements never wait on each other's rows in opposite orders.
-- A new version is a random 53-bit number, not the old one plus one: after a restore rolls the table back,
-- a counter would come round again to numbers that figures computed before the restore were kept under.
CREATE FUNCTION kazistay_bump_hosts(host_ids uuid[]) RETURNS void
  LANGUAGE sql AS $$
  INSERT INTO host_data_versions (host_id, version)
  SELECT h, floor(random() * 9007199254740991)::bigint + 1 FROM (SELECT DISTINCT h FROM unnest(host_ids) AS h) AS ids
  WHERE h IS NOT NULL AND EXISTS (SELECT 1 FROM profiles WHERE id = h)
  ORDER BY h
  ON CONFLICT (host_id) DO UPDATE SET version = excluded.version;
$$;
--> statement-breakpoint
-- Rows that name a property (bookings, reviews, availability_blocks): the property's host.
CREATE FUNCTION kazistay_bump_hosts_of_properties() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM kazistay_bump_hosts(ARRAY(SELECT p.host_id FROM properties p WHERE p.id IN (SELECT property_id FROM new_rows)));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM kazistay_bump_hosts(ARRAY(SELECT p.host_id FROM properties p WHERE p.id IN (SELECT property_id FROM old_rows)));
  ELSE -- UPDATE: a row moved to another listing changes both hosts' figures.
    PERFORM kazistay_bump_hosts(ARRAY(SELECT p.host_id FROM properties p WHERE p.id IN (
      SELECT property_id FROM old_rows UNION SELECT property_id FROM new_rows)));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Rows that name the host (properties, host_events).
CREATE FUNCTION kazistay_bump_hosts_of_rows() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM kazistay_bump_hosts(ARRAY(SELECT host_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM kazistay_bump_hosts(ARRAY(SELECT host_id FROM old_rows));
  ELSE -- UPDATE: a listing or event handed to another host changes both hosts' figures.
    PERFORM kazistay_bump_hosts(ARRAY(SELECT host_id FROM old_rows UNION SELECT host_id FROM new_rows));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER bookings_bump_hosts_insert AFTER INSERT ON bookings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kazistay_bump_hosts_of_properties();
--> statement-breakpoint
CREATE TRIGGER bookings_bump_hosts_update AFTER UPDATE ON bookings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kazistay_bump_hosts_of_properties();
--> statement-breakpoint
CREATE TRIGGER bookings_bump_hosts_delete AFTER DELETE ON bookings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kazistay_bump_hosts_of_properties();
--> statement-breakpoint
CREATE TRIGGER reviews_bump_hosts_insert AFTER INSERT ON reviews REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kazistay_bump_hosts_of_properties();
--> statement-breakpoint
CREATE TRIGGER reviews_bump_hosts_update AFTER UPDATE ON reviews REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kazistay_bump_hosts_of_properties();
--> statement-breakpoint
CREATE TRIGGER reviews_bump_hosts_delete AFTER DELETE ON reviews REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kazistay_bump_hosts_of_properties();
--> statement-breakpoint
CREATE TRIGGER availability_blocks_bump_hosts_insert AFTER INSERT ON availability_blocks REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kazistay_bump_hosts_of_properties();
--> statement-breakpoint
CREATE TRIGGER availability_blocks_bump_hosts_update AFTER UPDATE ON availability_blocks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kazistay_bump_hosts_of_properties();
--> statement-breakpoint
CREATE TRIGGER availability_blocks_bump_hosts_delete AFTER DELETE ON availability_blocks REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kazistay_bump_hosts_of_properties();
--> statement-breakpoint
CREATE TRIGGER properties_bump_hosts_insert AFTER INSERT ON properties REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kazistay_bump_hosts_of_rows();
--> statement-breakpoint
CREATE TRIGGER properties_bump_hosts_update AFTER UPDATE ON properties REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kazistay_bump_hosts_of_rows();
--> statement-breakpoint
CREATE TRIGGER properties_bump_hosts_delete AFTER DELETE ON properties REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kazistay_bump_hosts_of_rows();
--> statement-breakpoint
CREATE TRIGGER host_events_bump_hosts_insert AFTER INSERT ON host_events REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kazistay_bump_hosts_of_rows();
--> statement-breakpoint
CREATE TRIGGER host_events_bump_hosts_update AFTER UPDATE ON host_events REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kazistay_bump_hosts_of_rows();
--> statement-breakpoint
CREATE TRIGGER host_events_bump_hosts_delete AFTER DELETE ON host_events REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kazistay_bump_hosts_of_rows();
--> statement-breakpoint
-- Host figures show guests' names: a guest renamed raises the hosts of the listings they booked.
CREATE FUNCTION kazistay_bump_hosts_of_guest() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM kazistay_bump_hosts(ARRAY(
    SELECT p.host_id FROM bookings b JOIN properties p ON p.id = b.property_id WHERE b.user_id = NEW.id
  ));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER profiles_bump_hosts_rename AFTER UPDATE OF full_name ON profiles
  FOR EACH ROW WHEN (OLD.full_name IS DISTINCT FROM NEW.full_name)
  EXECUTE FUNCTION kazistay_bump_hosts_of_guest();
--> statement-breakpoint
-- The dashboard's tasks follow unread messages: a message to someone, or one they read, raises the receiver.
CREATE FUNCTION kazistay_bump_receivers() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM kazistay_bump_hosts(ARRAY(
    SELECT r.receiver_id FROM new_rows r JOIN profiles p ON p.id = r.receiver_id WHERE p.role IN ('host', 'admin')
  ));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER messages_bump_hosts_insert AFTER INSERT ON messages REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kazistay_bump_receivers();
--> statement-breakpoint
CREATE TRIGGER messages_bump_hosts_update AFTER UPDATE ON messages REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kazistay_bump_receivers();
