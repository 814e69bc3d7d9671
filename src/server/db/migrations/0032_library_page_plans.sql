-- The single-column parent indexes of 0030 are prefixes of the keyset page indexes of 0031. Without fresh
-- statistics (PGlite never auto-analyzes) the planner picked them and sorted a whole 10k-item folder for every
-- page; with them gone the page index serves both the lookups and the order.
drop index if exists library_folders_parent_id;
drop index if exists library_files_folder_id;
