-- Tests and feedback forms as course materials (issue 17). No foreign keys: this file runs before the courses'
-- tables exist on a new database (0170); the courses projection deletes a material's rows with it.
-- The form of a test or feedback material (made with the form builder, `services/formBuilder`): from the
-- `courseContent.materialAdded` fact.
create table course_material_forms (
  material_id int primary key,
  client_id int not null,
  course_id int not null,
  kind text not null check (kind in ('test', 'feedback')),
  definition jsonb not null,
  -- a test: the whole percent of scored questions right that passes it, and how many submissions a person has per
  -- course attempt (null: no limit)
  pass_percent int,
  attempts_limit int
);
create index course_material_forms_course on course_material_forms (client_id, course_id);

-- A person's answers being filled (stream courseForm/<course>-<user>-<material>), until they submit.
create table course_form_drafts (
  client_id int not null,
  course_id int not null,
  material_id int not null,
  user_id int not null,
  answers jsonb not null,
  version int not null,
  updated_at timestamptz not null,
  primary key (material_id, user_id)
);

-- Each submission of a test or feedback form, scored on the server; the id comes from the sequence and travels in
-- the fact. `course_attempt`: the appointment's attempt it belongs to (a retake of the course starts a new count).
create sequence course_form_attempt_ids;
create table course_form_attempts (
  id int primary key,
  client_id int not null,
  course_id int not null,
  material_id int not null,
  user_id int not null,
  kind text not null check (kind in ('test', 'feedback')),
  course_attempt int not null,
  answers jsonb not null,
  total int not null,
  correct int not null,
  percent int not null,
  passed boolean not null,
  submitted_at timestamptz not null
);
create index course_form_attempts_material on course_form_attempts (client_id, material_id, id);
create index course_form_attempts_user on course_form_attempts (client_id, material_id, user_id, course_attempt);
