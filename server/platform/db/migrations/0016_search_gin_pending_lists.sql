-- Search speed (issue #3): a GIN index takes new entries into an unsorted pending list, and every
-- search that uses the index reads all of that list. Autovacuum empties it on a PostgreSQL server;
-- PGlite has no autovacuum, so the list only empties when a write finds it past
-- gin_pending_list_limit (4 MB by default): after a 10k rebuild the search indexes held 120–385
-- pending pages each, read by every search. 256 kB bounds that read at ~32 pages, and writes still
-- go in batches. (The search service also empties the lists when it starts: service.ts.)
alter index search_documents_vector set (gin_pending_list_limit = 256);
alter index search_documents_taxons set (gin_pending_list_limit = 256);
alter index search_documents_trgm set (gin_pending_list_limit = 256);
alter index search_documents_options set (gin_pending_list_limit = 256);
alter index search_documents_skus set (gin_pending_list_limit = 256);
alter index search_facet_rows_vector set (gin_pending_list_limit = 256);
alter index search_facet_rows_taxons set (gin_pending_list_limit = 256);
alter index search_facet_rows_options set (gin_pending_list_limit = 256);
