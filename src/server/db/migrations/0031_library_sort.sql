-- Keyset paging of library content pages in natural numeric name order (issue 6): a stored sort key per folder and
-- file (names.ts sortKey: lower case, no accents, digit runs prefixed by their length) compared bytewise (collation
-- "C", the same in PGlite and PostgreSQL), with the id as tie-breaker. Existing rows are filled in at the next start
-- (library upload.ts cleanStartup) because the key is computed in TypeScript, not SQL.
alter table library_folders add column sort_key text collate "C";
alter table library_files add column sort_key text collate "C";
create index library_folders_page on library_folders (parent_folder_id, sort_key, id);
create index library_files_page on library_files (folder_id, sort_key, id);
-- The tree loads every folder of a client and library type: an index that answers it without the heap's other columns.
create index library_folders_tree on library_folders (client_id, library_type_id) include (id, parent_folder_id, display_name, creator_id, sort_key);
create index library_access_item on library_access (client_id, item_kind, item_id);
