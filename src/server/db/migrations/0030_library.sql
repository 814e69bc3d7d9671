-- Library (spec 000 §3, §6): folders, files, access entries, favourites, per-user file log, share links.
-- Real folder ids start above the special roots 1–5.
create sequence library_folder_ids start 101;
create sequence library_file_ids start 101;

create table library_folders (
  id int primary key,
  client_id int not null,
  library_type_id smallint not null,
  parent_folder_id int,
  display_name text not null,
  creator_id int not null,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index library_folders_parent on library_folders (client_id, library_type_id, parent_folder_id);
create index library_folders_parent_id on library_folders (parent_folder_id);

create table library_files (
  id int primary key,
  client_id int not null,
  library_type_id smallint not null,
  folder_id int,
  display_name text not null,
  extension text not null default '',
  mime_type text not null default 'application/octet-stream',
  size bigint not null default 0,
  general_file_type_id int not null,
  storage_key text not null,
  show_in_files boolean not null default false,
  workflow_id int,
  settings jsonb not null default '{}',
  creator_id int not null,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index library_files_folder on library_files (client_id, library_type_id, folder_id);
create index library_files_folder_id on library_files (folder_id);
create index library_files_workflow on library_files (client_id, workflow_id) where workflow_id is not null;

-- Access entries on a folder or a file. An item with entries uses them; one without inherits its parent's.
create table library_access (
  client_id int not null,
  item_kind text not null,
  item_id int not null,
  subject_kind text not null,
  subject_id int not null,
  level smallint not null,
  can_remove boolean not null default false,
  primary key (item_kind, item_id, subject_kind, subject_id)
);
create index library_access_subject on library_access (client_id, subject_kind, subject_id);

create table library_favorites (
  user_id int not null,
  item_kind text not null,
  item_id int not null,
  client_id int not null,
  created_at timestamptz not null,
  primary key (user_id, item_kind, item_id)
);

create table library_file_user_log (
  user_id int not null,
  file_id int not null,
  client_id int not null,
  opened_count int not null default 0,
  last_opened_at timestamptz not null,
  primary key (user_id, file_id)
);

create table library_share_links (
  token text primary key,
  client_id int not null,
  file_id int not null,
  creator_id int not null,
  created_at timestamptz not null,
  revoked boolean not null default false
);
create index library_share_links_file on library_share_links (file_id);
