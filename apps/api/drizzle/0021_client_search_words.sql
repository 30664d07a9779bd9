DROP INDEX "clients_deals_search_trgm";--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "search_words" "tsvector";--> statement-breakpoint
-- The words of the folded search key, kept by the database whatever writes a client (the
-- services, the seed, SQL). A name is searched by the beginnings of its words ("kari" finds
-- Karimov) through a GIN index of words: at a million clients the trigram index must merge
-- posting lists of trigrams half the names share ("ovi", "ich"), ~100 ms for a two-word name;
-- words are a few list entries each. Phone digits are still found anywhere in a number, through
-- the trigram index on search_text.
CREATE FUNCTION clients_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_words := to_tsvector('simple', NEW.search_text);
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER clients_search_words BEFORE INSERT OR UPDATE OF search_text ON clients
  FOR EACH ROW EXECUTE FUNCTION clients_search_words();--> statement-breakpoint
UPDATE clients SET search_words = to_tsvector('simple', search_text);--> statement-breakpoint
CREATE INDEX "clients_search_words" ON "clients" USING gin ("search_words");--> statement-breakpoint
CREATE INDEX "clients_deals_search_words" ON "clients" USING gin ("search_words") WHERE "clients"."has_deals";
