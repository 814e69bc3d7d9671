-- The employee's progress through a course (issue 17): one row per person and material they have finished, from
-- the `courseProgress/<course>-<user>` stream. `done`: a content material marked done by the person; `completed`,
-- `failed`: the latest result of the SCORM package the material links to (the scorm area's attempts). No foreign
-- keys: this file runs before the courses' tables exist on a new database (0170); a material's removal deletes its
-- rows in the projection, and counts always join the course's current materials.
create table course_material_progress (
  client_id int not null,
  course_id int not null,
  user_id int not null,
  material_id int not null,
  status text not null check (status in ('done', 'completed', 'failed')),
  -- the scorm attempt whose result this is (null for a material marked done)
  scorm_attempt_id int,
  updated_at timestamptz not null,
  primary key (course_id, user_id, material_id)
);
create index course_material_progress_user on course_material_progress (client_id, user_id, course_id);
create index course_material_progress_material on course_material_progress (material_id);
