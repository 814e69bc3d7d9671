-- Auth, roles and login throttling. Read tables here are projections, except server_keys (see below).

-- Server secrets: the RSA key pair the browser encrypts passwords with and the JWT signing secret.
-- Not a projection, on purpose: secrets must not travel in the event log (every export, backup and replay of
-- events would carry them), and a rebuild truncates projections, which would rotate the keys and silently
-- invalidate every session and every password encrypted in flight. Generated once, shared by all instances.
create table server_keys (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);

create sequence custom_role_ids start 1;

create table custom_roles (
  id int primary key,
  client_id int not null references clients(id),
  name jsonb not null,
  routes jsonb not null,
  is_manager_available boolean not null default false,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index custom_roles_client on custom_roles (client_id, id);

-- Every refresh token a session ever had, by hash: a rotated one presented again ends the whole session.
create table refresh_tokens (
  hash text primary key,
  session_id int not null,
  created_at timestamptz not null,
  rotated_at timestamptz
);
create index refresh_tokens_session on refresh_tokens (session_id);

-- Failed attempts for logins that match no user, so that an unknown login throttles exactly like a known one
-- (no user enumeration through attempts_left or lockout). Keyed by a hash of the lower-cased login.
create table login_throttle (
  login_hash text primary key,
  failed_attempts int not null default 0,
  locked_until timestamptz,
  updated_at timestamptz not null
);

create index password_links_user on password_links (user_id);
create index users_mentor on users (mentor_id) where mentor_id is not null;

-- Branding carries a favicon image reference beside favicon_id (the library file, once files land).
alter table client_branding add column favicon text;
