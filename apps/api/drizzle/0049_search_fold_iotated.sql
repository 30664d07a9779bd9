-- Issue 47: the search key drops a y between a vowel and a, e or u, or after a vowel at a word's
-- end (foldSearch in packages/shared/src/common/search.ts): Холмирзаев, Xolmirzaev and
-- Xolmirzayev, Алиева, Alieva and Aliyeva meet on one key. This is the same rule for the
-- database: the stored keys are re-keyed with it here, and lib/paging.ts folds the columns it
-- compares with a folded search through it. The two definitions must stay the same.
CREATE FUNCTION fold_iotated(t text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT regexp_replace(t, '([aeiou])y(?![b-df-tv-z])', '\1', 'g') $$;
--> statement-breakpoint
-- Clients' keys: only those the rule changes. Their words, pairs and phone endings follow by the
-- triggers of 0021 and 0042 (they fire on a changed search_text).
UPDATE clients SET search_text = fold_iotated(search_text)
  WHERE search_text ~ '[aeiou]y(?![b-df-tv-z])';
