-- Custom SQL migration file, put your code below! --
-- The clients whose search key holds every word of a search, at most max_rows of them, read
-- through the search indexes (words and trigrams) whatever the planner guesses.
--
-- Why: the planner guesses how many clients two words match by multiplying how often each occurs.
-- Names are not independent ("Rahimov Abdulla" may not exist while each word is common), so it
-- may think thousands match, read the whole newest-first index looking for them and find none —
-- a quarter of a second at a million clients. Through the index the cost follows the matches: a
-- rare name is a few index pages, a common one stops at max_rows, and the list then knows whether
-- it has every match (it sorts and counts those) or a common name (it reads the newest off the
-- index, where matches are dense).
--
-- words is a tsquery of the beginnings of the search's words (clients.search_words, migration
-- 0021), null for a search of digits alone; long_words are LIKE patterns ('%digits%', escaped)
-- of three characters or more, which the trigram index answers; short_words are checked on the
-- rows found (no trigram to look up).
CREATE FUNCTION client_search_hits(words tsquery, long_words text[], short_words text[], max_rows integer)
RETURNS SETOF integer LANGUAGE plpgsql STABLE
SET enable_seqscan = off AS $$
DECLARE
  cond text := 'true';
BEGIN
  IF words IS NOT NULL THEN
    cond := cond || ' AND search_words @@ $1';
  END IF;
  FOR i IN 1 .. coalesce(array_length(long_words, 1), 0) LOOP
    cond := cond || format(' AND search_text LIKE $2[%s]', i);
  END LOOP;
  FOR i IN 1 .. coalesce(array_length(short_words, 1), 0) LOOP
    cond := cond || format(' AND strpos(search_text, $3[%s]) > 0', i);
  END LOOP;
  RETURN QUERY EXECUTE format('SELECT id FROM clients WHERE %s LIMIT $4', cond)
    USING words, long_words, short_words, max_rows;
END;
$$;
