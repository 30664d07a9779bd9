-- Trigram indexes make "contains" searches on client names and phones indexed (clients search).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
