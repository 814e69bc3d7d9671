-- SCORM packages and attempts (issue 17). A package is a library file of kind 14 unpacked into storage; its row
-- comes from the library's `library.file.created` fact, which carries the manifest and the stored files. An attempt
-- is one learner's run of a package (stream `scormAttempt`); each SCO (item) of it keeps its CMI values.
create sequence scorm_attempt_ids;

create table scorm_packages (
  id uuid primary key,
  client_id int not null,
  library_file_id int not null,
  version text not null,
  schema_version text not null,
  title text,
  launch text not null,
  -- the opening organization's items in order: identifier, title, depth, href, gated
  items jsonb not null,
  organizations jsonb not null,
  resources jsonb not null,
  -- path inside the package -> { key, mime, size }
  files jsonb not null,
  created_at timestamptz not null
);
create index scorm_packages_file on scorm_packages (client_id, library_file_id);

create table scorm_attempts (
  id int primary key,
  client_id int not null,
  package_id uuid not null,
  user_id int not null,
  number int not null,
  state_value text not null,
  context jsonb not null,
  version int not null,
  started_at timestamptz not null,
  updated_at timestamptz not null,
  unique (client_id, package_id, user_id, number)
);

create table scorm_attempt_items (
  client_id int not null,
  attempt_id int not null references scorm_attempts (id) on delete cascade,
  item text not null,
  -- normalised across versions: completion completed|incomplete, success passed|failed|unknown
  completion text not null,
  success text not null,
  score_scaled double precision,
  score_raw double precision,
  location text not null default '',
  suspend_data text not null default '',
  exit text not null default '',
  total_seconds double precision not null default 0,
  -- every stored CMI element as committed (flattened names), interactions included
  cmi jsonb not null,
  updated_at timestamptz not null,
  primary key (attempt_id, item)
);
