-- The tracks builder's file picker pages the common library's files of a kind by id (workflows/libraryFiles.ts).
create index library_files_kind on library_files (client_id, library_type_id, general_file_type_id, id);
