-- Courses (issue 17): catalogues with their access, categories (with parents), tags, courses with their modules and
-- materials, appointment rules and each person's appointment. Every table carries client_id; every id comes from
-- a sequence and travels in the first fact, so a rebuild keeps it. `version` is the row's stream version.
create sequence course_catalog_ids;
create sequence course_category_ids;
create sequence course_tag_ids;
create sequence course_ids;
create sequence course_module_ids;
create sequence course_material_ids;

create table course_catalogs (
  id int primary key,
  client_id int not null,
  name text not null,
  description text not null default '',
  -- access: groups and people who see the catalogue; both empty means everyone of the client
  group_ids int[] not null default '{}',
  user_ids int[] not null default '{}',
  -- whether a person who sees it may enrol themselves in its published courses
  self_enrol boolean not null default true,
  version int not null,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index course_catalogs_client on course_catalogs (client_id, id);

create table course_categories (
  id int primary key,
  client_id int not null,
  name text not null,
  parent_id int references course_categories (id) on delete set null,
  version int not null,
  created_at timestamptz not null
);
create index course_categories_client on course_categories (client_id, id);

create table course_tags (
  id int primary key,
  client_id int not null,
  name text not null,
  version int not null,
  created_at timestamptz not null
);
-- "tag with same name exists": one name per client, whatever its case
create unique index course_tags_name on course_tags (client_id, lower(name));

create table courses (
  id int primary key,
  client_id int not null,
  title text not null,
  description text not null default '',
  cover_file_id int,
  category_id int,
  level text not null default '',
  format text not null default '',
  average_minutes int,
  -- days a person has from the appointment; null: no deadline
  deadline_days int,
  admin_ids int[] not null default '{}',
  tag_ids int[] not null default '{}',
  catalog_ids int[] not null default '{}',
  -- the course machine's state (inactive, active, published) and context
  state text not null default 'inactive',
  modules int not null default 0,
  -- the content stream's and the lifecycle stream's versions
  version int not null,
  state_version int not null default 0,
  created_by int,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index courses_client on courses (client_id, id);
create index courses_catalogs on courses using gin (catalog_ids);

create table course_modules (
  id int primary key,
  client_id int not null,
  course_id int not null references courses (id) on delete cascade,
  title text not null,
  position int not null
);
create index course_modules_course on course_modules (client_id, course_id, position);

create table course_materials (
  id int primary key,
  client_id int not null,
  course_id int not null references courses (id) on delete cascade,
  module_id int not null references course_modules (id) on delete cascade,
  -- text (Markdown, rendered and sanitised on read), file (library file), video (an address), scorm (a package's
  -- uuid, no foreign key until the scorm area's table exists)
  kind text not null,
  title text not null,
  body text,
  library_file_id int,
  video_url text,
  scorm_package_id uuid,
  position int not null
);
create index course_materials_module on course_materials (client_id, module_id, position);

-- Appointment rules of a course: groups and people appointed (required or additional), people never appointed.
create table course_appointment_rules (
  client_id int not null,
  course_id int not null references courses (id) on delete cascade,
  kind text not null check (kind in ('group', 'user', 'prohibited')),
  target_id int not null,
  is_required boolean not null default false,
  primary key (course_id, kind, target_id)
);
create index course_appointment_rules_client on course_appointment_rules (client_id, course_id);

-- One appointment per person and course: the courseAppointment machine's state (stream courseAppointment/<course>-<user>).
create sequence course_appointment_ids;
create table course_appointments (
  id int primary key,
  client_id int not null,
  course_id int not null references courses (id) on delete cascade,
  user_id int not null,
  is_required boolean not null,
  -- appointment: by an administrator (a group or the person); enrolment: the person enrolled themselves
  source text not null,
  state text not null,
  attempts int not null default 0,
  due_date date,
  version int not null,
  appointed_at timestamptz not null,
  updated_at timestamptz not null
);
create unique index course_appointments_one on course_appointments (client_id, course_id, user_id);
create index course_appointments_user on course_appointments (client_id, user_id, id);
