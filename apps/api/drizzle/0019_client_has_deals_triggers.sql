-- Custom SQL migration file, put your code below! --
-- clients.has_deals (added in 0018) kept by the database: true once the client has a contract or
-- a booking, never cleared (a refused contract or a released booking still leaves the client in
-- the lists' history). The unit and contract lists search holders by name among these clients
-- only, through the partial index clients_deals_search_trgm: at a million clients of whom a few
-- thousand ever bought or booked, a common surname is a few hundred rows, not tens of thousands.
--
-- Whatever inserts a contract or a booking (the services, the seed, a bulk fill) sets it in the
-- same transaction; only clients not yet marked are written.
CREATE FUNCTION mark_clients_with_deals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE clients SET has_deals = true
  WHERE id IN (SELECT client_id FROM new_rows) AND NOT has_deals;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER contracts_client_has_deals AFTER INSERT ON contracts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION mark_clients_with_deals();
--> statement-breakpoint
CREATE TRIGGER bookings_client_has_deals AFTER INSERT ON bookings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION mark_clients_with_deals();
--> statement-breakpoint
-- A contract or booking moved to another client (no screen does it; SQL might): row triggers that
-- fire only then, so the many other updates of contracts (payments, next due dates) pay nothing.
CREATE FUNCTION mark_client_with_deals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE clients SET has_deals = true WHERE id = NEW.client_id AND NOT has_deals;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER contracts_client_moved AFTER UPDATE OF client_id ON contracts
  FOR EACH ROW WHEN (OLD.client_id IS DISTINCT FROM NEW.client_id)
  EXECUTE FUNCTION mark_client_with_deals();
--> statement-breakpoint
CREATE TRIGGER bookings_client_moved AFTER UPDATE OF client_id ON bookings
  FOR EACH ROW WHEN (OLD.client_id IS DISTINCT FROM NEW.client_id)
  EXECUTE FUNCTION mark_client_with_deals();
--> statement-breakpoint
UPDATE clients SET has_deals = true
WHERE NOT has_deals AND (
  EXISTS (SELECT 1 FROM contracts c WHERE c.client_id = clients.id)
  OR EXISTS (SELECT 1 FROM bookings b WHERE b.client_id = clients.id)
);
