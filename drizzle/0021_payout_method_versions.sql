-- The host dashboard's tasks read payout_methods ('Add a payout method'): saving or removing one raises the
-- host's data version (0018), so the cached dashboard is recomputed.
CREATE FUNCTION kazistay_bump_hosts_of_users() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM kazistay_bump_hosts(ARRAY(SELECT user_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM kazistay_bump_hosts(ARRAY(SELECT user_id FROM old_rows));
  ELSE
    PERFORM kazistay_bump_hosts(ARRAY(SELECT user_id FROM old_rows UNION SELECT user_id FROM new_rows));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER payout_methods_bump_hosts_insert AFTER INSERT ON payout_methods REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kazistay_bump_hosts_of_users();
--> statement-breakpoint
CREATE TRIGGER payout_methods_bump_hosts_update AFTER UPDATE ON payout_methods REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kazistay_bump_hosts_of_users();
--> statement-breakpoint
CREATE TRIGGER payout_methods_bump_hosts_delete AFTER DELETE ON payout_methods REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kazistay_bump_hosts_of_users();
