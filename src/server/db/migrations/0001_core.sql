-- The append-only event log: the only source of truth. Every read table below is a projection of it.
create table events (
  position bigserial primary key,
  client_id int not null,
  stream_type text not null,
  stream_id text not null,
  version int not null,
  type text not null,
  data jsonb not null,
  meta jsonb not null,
  recorded_at timestamptz not null default now(),
  unique (stream_type, stream_id, version)
);
create index events_client_position on events (client_id, position);
create index events_type_position on events (type, position);

-- Ids are allocated before the event is appended and travel in its data, so a rebuild reproduces them.
create sequence client_ids start 1;
create sequence user_ids start 1;
create sequence session_ids start 1;
create sequence notification_ids start 1;
create sequence error_log_ids start 1;

create table clients (
  id int primary key,
  name text not null,
  email text not null default '',
  phone text not null default '',
  registration_number text not null default '',
  short_description text not null default '',
  full_description text not null default '',
  language text not null default 'ru',
  time_zone text not null default 'Europe/Moscow',
  date_format text not null default 'DD-MM-YYYY',
  time_format text not null default 'HH:mm',
  is_default boolean not null default false,
  features jsonb not null default '{}',
  active_user_limit int,
  created_at timestamptz not null
);

create table client_hosts (
  host text primary key,
  client_id int not null references clients(id)
);
create index client_hosts_client on client_hosts (client_id);

create table client_branding (
  client_id int primary key references clients(id),
  title text not null,
  favicon_id int,
  font_id int not null default 1,
  colors jsonb not null,
  login_cover text,
  logo text,
  background text,
  updated_at timestamptz not null
);

create table password_policies (
  client_id int primary key references clients(id),
  min_length int not null,
  max_length int not null,
  require_letters boolean not null,
  require_digits boolean not null,
  require_symbols boolean not null,
  require_mixed_case boolean not null,
  lockout_attempts int not null,
  lockout_minutes int not null,
  expiry_days int not null,
  history_size int not null
);

create table users (
  id int primary key,
  client_id int not null references clients(id),
  email text not null,
  first_name text not null default '',
  last_name text not null default '',
  middle_name text not null default '',
  language text not null default 'ru',
  avatar_id int,
  status_id int not null default 1,
  role_id int not null default 9,
  custom_role_id int,
  manager_id int,
  functional_manager_id int,
  mentor_id int,
  is_manager boolean not null default false,
  registered boolean not null default false,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create unique index users_email on users (lower(email));
create index users_client_id on users (client_id, id);
create index users_manager on users (manager_id) where manager_id is not null;

-- Credentials and lockout state, kept apart from the profile so profile reads never touch hashes.
create table user_credentials (
  user_id int primary key references users(id),
  password_hash text not null,
  password_changed_at timestamptz not null,
  password_history jsonb not null default '[]',
  failed_attempts int not null default 0,
  locked_until timestamptz
);

create table sessions (
  id int primary key,
  user_id int not null references users(id),
  client_id int not null,
  refresh_hash text not null,
  expires_at timestamptz not null,
  ended_at timestamptz,
  created_at timestamptz not null,
  refreshed_at timestamptz
);
create unique index sessions_refresh on sessions (refresh_hash);
create index sessions_user on sessions (user_id);

create table password_links (
  uid text primary key,
  user_id int not null references users(id),
  client_id int not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null
);

create table notification_settings (
  client_id int primary key,
  settings jsonb not null
);

create table notifications (
  id int primary key,
  client_id int not null,
  user_id int not null,
  type_id int not null,
  title text not null,
  body text not null default '',
  link text,
  is_read boolean not null default false,
  created_at timestamptz not null
);
create index notifications_user on notifications (user_id, id desc);
create index notifications_unread on notifications (user_id) where not is_read;

create table error_logs (
  id int primary key,
  client_id int,
  user_id int,
  message text not null,
  error text not null default '',
  stack text not null default '',
  route text not null default '',
  params jsonb not null default '{}',
  level text not null default 'error',
  is_web boolean not null default true,
  request_id text,
  created_at timestamptz not null
);
create index error_logs_client on error_logs (client_id, id desc);
