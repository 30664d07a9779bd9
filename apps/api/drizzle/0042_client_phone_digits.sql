CREATE TABLE "client_phone_digits" (
	"digits" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"client_id" integer NOT NULL,
	"staff_ids" integer[] NOT NULL
);
--> statement-breakpoint
CREATE INDEX "client_phone_digits_search_idx" ON "client_phone_digits" USING btree ("digits" text_pattern_ops,"created_at" DESC NULLS LAST,"client_id" DESC NULLS LAST,"staff_ids");--> statement-breakpoint
CREATE INDEX "client_phone_digits_client_idx" ON "client_phone_digits" USING btree ("client_id");--> statement-breakpoint
-- The endings of three digits or more of each run of digits in a search key (decision 25): the
-- phones, main and extra. A search of digits D (three or more) is found in the key exactly when
-- some ending begins with D, so "LIKE '%D%'" on the key and "digits LIKE 'D%'" here agree.
CREATE FUNCTION client_phone_digit_keys(search_text text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT substr(r[1], i)), '{}')
  FROM regexp_matches(search_text, '[0-9]+', 'g') r, generate_series(1, length(r[1]) - 2) i
$$;--> statement-breakpoint
-- One trigger now rewrites both tables kept for searches, the name pairs (0039) and the phone
-- endings, from the client's row as it now stands whenever what they hold changes: only live
-- clients have them (the basket is searched as before). Read afresh, not from NEW: a write made by
-- another trigger of the same statement (staff_ids on registration) may fire before or after
-- this one, and each firing must leave the rows of the latest row, once.
DROP TRIGGER clients_name_pairs_insert ON clients;--> statement-breakpoint
DROP TRIGGER clients_name_pairs_update ON clients;--> statement-breakpoint
DROP TRIGGER clients_name_pairs_delete ON clients;--> statement-breakpoint
DROP FUNCTION clients_name_pairs();--> statement-breakpoint
CREATE FUNCTION clients_search_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  c integer := coalesce(NEW.id, OLD.id);
BEGIN
  DELETE FROM client_name_pairs WHERE client_id = c;
  INSERT INTO client_name_pairs (pair, created_at, client_id, words, staff_ids)
  SELECT k, cl.created_at, cl.id, client_name_words(cl.search_words), cl.staff_ids
  FROM clients cl, unnest(client_name_pair_keys(cl.search_words)) k
  WHERE cl.id = c AND cl.deleted_at IS NULL;
  DELETE FROM client_phone_digits WHERE client_id = c;
  INSERT INTO client_phone_digits (digits, created_at, client_id, staff_ids)
  SELECT k, cl.created_at, cl.id, cl.staff_ids
  FROM clients cl, unnest(client_phone_digit_keys(cl.search_text)) k
  WHERE cl.id = c AND cl.deleted_at IS NULL;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER clients_search_rows_insert AFTER INSERT ON clients
  FOR EACH ROW EXECUTE FUNCTION clients_search_rows();--> statement-breakpoint
-- search_words follows search_text (a BEFORE trigger, 0021): the key is what changes.
CREATE TRIGGER clients_search_rows_update AFTER UPDATE ON clients
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text
    OR OLD.search_words IS DISTINCT FROM NEW.search_words
    OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at
    OR OLD.staff_ids IS DISTINCT FROM NEW.staff_ids)
  EXECUTE FUNCTION clients_search_rows();--> statement-breakpoint
CREATE TRIGGER clients_search_rows_delete AFTER DELETE ON clients
  FOR EACH ROW EXECUTE FUNCTION clients_search_rows();--> statement-breakpoint
INSERT INTO client_phone_digits (digits, created_at, client_id, staff_ids)
SELECT k, c.created_at, c.id, c.staff_ids
FROM clients c, unnest(client_phone_digit_keys(c.search_text)) k
WHERE c.deleted_at IS NULL;
