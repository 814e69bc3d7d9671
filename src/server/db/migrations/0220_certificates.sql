-- Certificates (issue 17): templates an administrator designs (management/certificates), the courses that grant
-- each one, and the certificates issued when a person passes such a course. Projections of the certificateTemplate
-- and certificate streams; ids come from sequences and travel in the first fact, so a rebuild keeps them.
create sequence certificate_template_ids;
create sequence certificate_ids;

create table certificate_templates (
  id int primary key,
  client_id int not null,
  name text not null,
  -- active | inactive: an inactive template issues nothing
  state text not null,
  -- 1 roboto, 2 pt_root_ui, 3 pt_astra_fact (spec 000 §3 fonts by id)
  font_id int not null,
  -- horizontal | vertical
  orientation text not null,
  -- the text with its fields ({name}, {course}, {date})
  body text not null,
  -- left | center | right
  alignment text not null,
  -- the background image in file storage (PNG or JPEG of 2480x3508 or its rotation), or none
  background_key text,
  background_type text,
  version int not null,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index certificate_templates_client on certificate_templates (client_id, id);

-- The training tab: a course grants at most one certificate.
create table certificate_courses (
  client_id int not null,
  template_id int not null references certificate_templates (id) on delete cascade,
  course_id int not null,
  primary key (template_id, course_id)
);
create unique index certificate_courses_course on certificate_courses (client_id, course_id);

-- An issued certificate: the template as it was (`template`), the course title as it was; the person's name is read
-- when it is rendered (an erased person's certificates lose it with the rest). `uuid` is the public verification id.
create table certificates (
  id int primary key,
  uuid uuid not null unique,
  client_id int not null,
  template_id int not null,
  user_id int not null,
  course_id int not null,
  course_title text not null,
  language text not null,
  template jsonb not null,
  issued_at timestamptz not null
);
create unique index certificates_one on certificates (client_id, course_id, user_id);
create index certificates_user on certificates (client_id, user_id, id);
