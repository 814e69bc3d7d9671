-- Where a person was in a task's long form (manageUserWorkflowTaskFormPositions, spec 001 §7 "Workflow"): one row
-- per task (the track's person and the task's element) and the person filling it (the doer), stream
-- `taskFormPosition`/task-<user>-<element>-<filler>. id: the record id the browser sends on update, from the
-- sequence, carried in the first event so a rebuild keeps it.
create sequence task_form_position_ids start 1;
create table task_form_positions (
  id int primary key,
  client_id int not null,
  user_id int not null,
  element_id int not null,
  filler_id int not null,
  data jsonb not null,
  version int not null,
  updated_at timestamptz not null
);
create unique index task_form_positions_one on task_form_positions (client_id, user_id, element_id, filler_id);
create index task_form_positions_filler on task_form_positions (client_id, filler_id);
