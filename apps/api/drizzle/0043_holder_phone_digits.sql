-- A holder's phone digits (the contract, unit, bank, collections and handover searches find the
-- clients with deals first, client-search.ts matchingClientIds): through the trigram index of every
-- client, "%0123%" read 1,300 rows at a million clients to keep the 112 with deals (14 ms); over
-- the few thousand holders alone it is their own rows (0.8 ms). 0021 dropped the same index when
-- names moved to search_words; phones still need it.
CREATE INDEX "clients_deals_search_trgm" ON "clients" USING gin ("search_text" gin_trgm_ops) WHERE "clients"."has_deals";