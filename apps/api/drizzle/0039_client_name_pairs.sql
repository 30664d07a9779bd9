CREATE TABLE "client_name_pairs" (
	"pair" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"client_id" integer NOT NULL,
	"words" text NOT NULL,
	"staff_ids" integer[] NOT NULL
);
--> statement-breakpoint
CREATE INDEX "client_name_pairs_search_idx" ON "client_name_pairs" USING btree ("pair","created_at" DESC NULLS LAST,"client_id" DESC NULLS LAST,"words","staff_ids");--> statement-breakpoint
CREATE INDEX "client_name_pairs_client_idx" ON "client_name_pairs" USING btree ("client_id");--> statement-breakpoint
-- The pairs of a client's words a search of two words looks up (client-search.ts, decision 23):
-- the first three letters of two words whose beginnings differ, in byte order, once per pair.
-- Words of digits (phones) take no part. Whoever a search "Karimov Dilshod" finds holds a word
-- beginning "kar" and another beginning "dil": the pair "dil kar".
CREATE FUNCTION client_name_pair_keys(words tsvector) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT left(a, 3) || ' ' || left(b, 3)), '{}')
  FROM unnest(tsvector_to_array(words)) a, unnest(tsvector_to_array(words)) b
  WHERE length(a) >= 3 AND length(b) >= 3 AND a !~ '^[0-9]+$' AND b !~ '^[0-9]+$'
    AND left(a, 3) COLLATE "C" < left(b, 3) COLLATE "C"
$$;--> statement-breakpoint
-- The words a search tests on each pair's entry, as " karimov dilshod anvarovich": a word
-- beginning "dilsh" is strpos(words, ' dilsh') > 0. Digits (phones) left out.
CREATE FUNCTION client_name_words(words tsvector) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ' ' || array_to_string(array(
    SELECT w FROM unnest(tsvector_to_array(words)) w WHERE w !~ '^[0-9]+$'), ' ')
$$;--> statement-breakpoint
-- Rewrites a client's pairs from the row as it now stands when what they hold changes: only
-- live clients have them (the basket is searched as before). Read afresh, not from NEW: a write
-- made by another trigger of the same statement (staff_ids on registration) may fire before or
-- after this one, and each firing must leave the pairs of the latest row, once.
CREATE FUNCTION clients_name_pairs() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  c integer := coalesce(NEW.id, OLD.id);
BEGIN
  DELETE FROM client_name_pairs WHERE client_id = c;
  INSERT INTO client_name_pairs (pair, created_at, client_id, words, staff_ids)
  SELECT k, cl.created_at, cl.id, client_name_words(cl.search_words), cl.staff_ids
  FROM clients cl, unnest(client_name_pair_keys(cl.search_words)) k
  WHERE cl.id = c AND cl.deleted_at IS NULL;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER clients_name_pairs_insert AFTER INSERT ON clients
  FOR EACH ROW EXECUTE FUNCTION clients_name_pairs();--> statement-breakpoint
CREATE TRIGGER clients_name_pairs_update AFTER UPDATE ON clients
  FOR EACH ROW WHEN (OLD.search_words IS DISTINCT FROM NEW.search_words
    OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at
    OR OLD.staff_ids IS DISTINCT FROM NEW.staff_ids)
  EXECUTE FUNCTION clients_name_pairs();--> statement-breakpoint
CREATE TRIGGER clients_name_pairs_delete AFTER DELETE ON clients
  FOR EACH ROW EXECUTE FUNCTION clients_name_pairs();--> statement-breakpoint
INSERT INTO client_name_pairs (pair, created_at, client_id, words, staff_ids)
SELECT k, c.created_at, c.id, client_name_words(c.search_words), c.staff_ids
FROM clients c, unnest(client_name_pair_keys(c.search_words)) k
WHERE c.deleted_at IS NULL;
