-- Track assignment (issue 15): a track assigned to groups and people, and what each person gets from it. Read
-- tables of the workflows area's assignment projection (src/server/areas/workflows/assignProjection.ts); the
-- learning pages read user_tracks and user_tasks. Every table has client_id first in each index, each index
-- serving a keyset order (id last).
create sequence workflow_assignment_ids start 101;
create sequence user_task_ids start 1;
create sequence user_track_ids start 1;
create sequence workflow_publish_job_ids start 1;

-- One row per (track, group) or (track, person) assignment. source: 'group' | 'user'. active: false once
-- unassigned (kept, so a track's history of who was assigned stays readable; nothing is materialised from it).
create table track_assignments (
  id int primary key,
  client_id int not null,
  workflow_id int not null,
  source text not null,
  group_id int,
  user_id int,
  active boolean not null default true,
  assigned_by int,
  assigned_at timestamptz not null,
  version int not null
);
create unique index track_assignments_one on track_assignments (client_id, workflow_id, source, coalesce(group_id, 0), coalesce(user_id, 0));
create index track_assignments_track on track_assignments (client_id, workflow_id, id);
create index track_assignments_group on track_assignments (client_id, group_id, id) where group_id is not null;
create index track_assignments_user on track_assignments (client_id, user_id, id) where user_id is not null;

-- One row per person per track they get (through a group or directly). state: 'waiting' (no checkpoint date:
-- waiting_reason says which date is missing), 'active' (tasks materialised), 'removed' (no longer assigned: the
-- person's done tasks stay, open ones go), 'stopped' (the track was unpublished: nothing new, what was done stays).
-- start/end dates are the person's: checkpoint date + the tasks' relative days, or the track's absolute dates.
create table user_tracks (
  id int primary key,
  client_id int not null,
  user_id int not null,
  workflow_id int not null,
  state text not null,
  waiting_reason text,
  checkpoint_date date,
  start_date date,
  end_date date,
  planned_count int not null default 0,
  available_count int not null default 0,
  in_progress_count int not null default 0,
  overdue_count int not null default 0,
  completed_count int not null default 0,
  total_count int not null default 0,
  assigned_at timestamptz not null,
  updated_at timestamptz not null
);
create unique index user_tracks_one on user_tracks (client_id, user_id, workflow_id);
create index user_tracks_user on user_tracks (client_id, user_id, id);
create index user_tracks_track on user_tracks (client_id, workflow_id, id);
create index user_tracks_waiting on user_tracks (client_id, workflow_id, id) where state = 'waiting';

-- One row per person per task. doer_role_id is the task's assigned role (spec 000: manager 1, hr 2, buddy 4, IT 5,
-- employee 9, functional manager 10, mentor 11, ...); doer_user_id the person doing it, resolved from the
-- employee's profile where it names one (employee: the person; manager, functional manager, mentor: the profile's
-- field), null otherwise (a role without a profile field: whoever holds the role does it).
-- state: planned | available | in_progress | completed | overdue. version counts the row's changes (the learning
-- side's optimistic check). Done tasks (completed_at set) keep their dates when the checkpoint moves.
create table user_tasks (
  id bigint primary key,
  client_id int not null,
  user_id int not null,
  track_id int not null,
  element_id int not null,
  doer_role_id int not null,
  doer_user_id int,
  start_date date,
  end_date date,
  state text not null,
  version int not null default 1,
  completed_at timestamptz,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create unique index user_tasks_one on user_tasks (client_id, user_id, element_id);
create index user_tasks_user on user_tasks (client_id, user_id, id);
create index user_tasks_doer on user_tasks (client_id, doer_user_id, state, id);
create index user_tasks_track on user_tasks (client_id, track_id, id);

-- Progress of a track's publish job (the jobs runner): the track page shows a bar while it runs.
create table workflow_publish_jobs (
  id int primary key,
  client_id int not null,
  workflow_id int not null,
  state text not null,
  people_total int not null default 0,
  people_done int not null default 0,
  started_at timestamptz not null,
  finished_at timestamptz,
  error text
);
create index workflow_publish_jobs_track on workflow_publish_jobs (client_id, workflow_id, id desc);
