-- Tracks (workflows) authoring (issue 15): the workflow library's folders, tracks, their tasks (elements), access
-- entries (the library's levels) and the publisher log. Read tables of the workflows area's projection; ids are
-- allocated from the sequences before the event and travel in it. Names sort by the library's natural sort key
-- (collation "C"), the id breaking ties; every index starts with client_id and serves a keyset order.
create sequence workflow_folder_ids start 101;
create sequence workflow_ids start 101;
create sequence workflow_element_ids start 101;

create table workflow_folders (
  id int primary key,
  client_id int not null,
  parent_folder_id int,
  display_name text not null,
  sort_key text collate "C" not null,
  creator_id int not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  version int not null
);
create index workflow_folders_page on workflow_folders (client_id, parent_folder_id, sort_key, id);

create table workflows (
  id int primary key,
  client_id int not null,
  folder_id int,
  display_name text not null,
  sort_key text collate "C" not null,
  description text,
  workflow_type_id int not null,
  category_id int,
  duration_type text not null,
  checkpoint_id int,
  checkpoint_custom_date date,
  start_date date,
  end_date date,
  creator_id int not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  version int not null,
  -- the publication lifecycle (machines/publication.ts): its state, context and stream version
  state_value text not null default 'draft',
  publication jsonb not null,
  publication_version int not null default 0,
  last_publish_date timestamptz,
  not_published_count int not null default 0,
  elements_count int not null default 0
);
create index workflows_page on workflows (client_id, folder_id, sort_key, id);

create table workflow_elements (
  id int primary key,
  client_id int not null,
  workflow_id int not null,
  position int not null,
  title text not null,
  type_id int not null,
  assigned_role_id int not null,
  side_id int not null,
  recommended_time int,
  start_date_rel int,
  end_date_rel int,
  start_date_abs date,
  end_date_abs date,
  content jsonb not null,
  content_complete boolean not null,
  is_published boolean not null default false,
  updated_at timestamptz not null,
  version int not null
);
create index workflow_elements_order on workflow_elements (client_id, workflow_id, position, id);

create table workflow_access (
  client_id int not null,
  item_kind text not null,
  item_id int not null,
  subject_kind text not null,
  subject_id int not null,
  level int not null,
  can_remove boolean not null default false,
  primary key (client_id, item_kind, item_id, subject_kind, subject_id)
);

-- One row per publish or unpublish; id is the fact's log position, so a rebuild writes the same rows.
create table workflow_publisher_logs (
  id bigint primary key,
  client_id int not null,
  workflow_id int not null,
  user_id int,
  action text not null,
  started_at timestamptz not null,
  finished_at timestamptz not null,
  duration_ms int not null,
  state text not null
);
create index workflow_publisher_logs_page on workflow_publisher_logs (client_id, id desc);
create index workflow_publisher_logs_track on workflow_publisher_logs (client_id, workflow_id, id desc);
