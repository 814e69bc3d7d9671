-- Stored objects that a removal stopped naming (a library file, a SCORM package's files), and when: the sweep
-- (src/server/files/sweep.ts) keeps their bytes for the retention (FILES_RETENTION_DAYS) after `released_at`,
-- then deletes them unless a row names them again (a copy shares its source's object). A projection table,
-- written by the library and scorm projections from the removal facts; the sweep prunes rows past the retention.
create table stored_object_releases (
  key text primary key,
  client_id int not null,
  released_at timestamptz not null
);
create index stored_object_releases_client on stored_object_releases (client_id, released_at);
