-- Users' profile fields, groups, saved filters, roles' user access and the generic catalogue.

alter table users add column phone text;
alter table users add column birth_date date;
alter table users add column hire_date date;
alter table users add column gender_id int;
alter table users add column city text;
alter table users add column external_id text;
alter table users add column job_position_id int;
alter table users add column job_employment_level_id int;
alter table users add column job_relation_id int;
alter table users add column unit_id int;
alter table users add column organization_id int;
alter table users add column internal_unit_id int;
alter table users add column function_code_id int;
alter table users add column custom_fields jsonb not null default '{}';
alter table users add column invited_at timestamptz;

-- Lists page by (client_id, id) (users_client_id); these serve the usual filters and the access rule.
create index users_client_status on users (client_id, status_id, id);
create index users_client_unit on users (client_id, unit_id, id) where unit_id is not null;
create index users_client_position on users (client_id, job_position_id) where job_position_id is not null;
create index users_functional_manager on users (functional_manager_id) where functional_manager_id is not null;

-- Which users a custom role reaches: only those of the holder's units, or all of the client's.
alter table custom_roles add column user_access text not null default 'all_users';

create sequence user_group_ids start 1;
create table user_groups (
  id int primary key,
  client_id int not null,
  name text not null,
  description text not null default '',
  category_id int,
  type text not null,
  match text not null default 'all',
  conditions jsonb not null default '[]',
  status_id int not null default 1,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index user_groups_client on user_groups (client_id, id);
create index user_groups_dynamic on user_groups (client_id) where type = 'dynamic';

-- Members of static groups (picked) and dynamic groups (kept in step with the users' profiles).
create table user_group_members (
  group_id int not null,
  user_id int not null,
  client_id int not null,
  primary key (group_id, user_id)
);
create index user_group_members_user on user_group_members (user_id);

create sequence user_filter_form_ids start 1;
create table user_filter_forms (
  id int primary key,
  client_id int not null,
  user_id int not null,
  route text not null,
  name text not null default '',
  data jsonb not null,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index user_filter_forms_route on user_filter_forms (client_id, user_id, route, id desc);

-- Every generic catalogue resource in one table: one sequence, one projection.
create sequence catalogue_ids start 1;
create table catalogue_items (
  id int primary key,
  client_id int not null,
  resource text not null,
  -- manageFormFields and manageFormFieldsGroups: the smart form; unitsByClient: the parent unit
  parent_id int,
  -- the resource's unique field, lower-cased (null when the resource has none)
  name_key text,
  data jsonb not null,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index catalogue_items_client on catalogue_items (client_id, resource, id);
create index catalogue_items_parent on catalogue_items (resource, parent_id) where parent_id is not null;
create unique index catalogue_items_name on catalogue_items (client_id, resource, name_key) where name_key is not null;
