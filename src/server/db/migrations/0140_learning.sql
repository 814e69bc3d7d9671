-- Learning (issue 16): a person's progress on a task and the task's saved form data. Progress is the trackProgress
-- machine's stream `trackProgress`/task-<user>-<element>; its projection keeps the state in user_tasks (migration
-- 0130, the assignment side's rows) with the two columns below, and the track's counts in user_tracks.
-- `started`: the machine's context (an overdue task remembers whether it was started); `progress_version`: the
-- progress stream's version, the `expectedVersion` of start and complete (user_tasks.version also moves with dates).
alter table user_tasks add column started boolean not null default false;
alter table user_tasks add column progress_version int not null default 0;

-- One saved form per person and task (stream `taskAnswers`/<user>-<element>). id: the record id of
-- PUT /userWorkflowTaskFormData/{id}, from the sequence, carried in the first event so a rebuild keeps it.
create sequence task_answer_ids start 1;
create table task_answers (
  id int primary key,
  client_id int not null,
  user_id int not null,
  element_id int not null,
  data jsonb not null,
  score jsonb,
  version int not null,
  updated_by int,
  updated_at timestamptz not null
);
create unique index task_answers_one on task_answers (client_id, user_id, element_id);
