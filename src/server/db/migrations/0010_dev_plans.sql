-- Development plans: the administrator's plans (devPlan streams) and one employee plan per member (devPlanTask
-- streams). Every table here is a projection of those streams; the machine snapshot of each lifecycle is kept
-- in its row (state_value + context) so a command restores it without reading the stream.

create sequence dev_plan_ids start 1;
create sequence dev_plan_task_ids start 1;
-- goals, actions and courses share one sequence: an id names one item of one plan forever
create sequence dev_plan_item_ids start 1;
create sequence dev_plan_comment_ids start 1;

create table dev_plans (
  id int primary key,
  client_id int not null,
  name text not null,
  description text not null default '',
  state_value text not null,
  context jsonb not null,
  version int not null,
  stage_id int not null,
  status_id int not null,
  appointment_type_id int,
  start_date date,
  end_date date,
  prohibited_user_ids jsonb not null default '[]',
  survey_questions jsonb not null default '[]',
  role_model jsonb,
  summary_confirmed boolean not null default false,
  members_count int not null default 0,
  created_by int,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  launched_at timestamptz,
  finished_at timestamptz
);
create index dev_plans_client on dev_plans (client_id, id);
create index dev_plans_due on dev_plans (end_date) where state_value = 'launched';

create table dev_plan_members (
  plan_id int not null,
  user_id int not null,
  client_id int not null,
  appointment_type_id int not null,
  added_at timestamptz not null,
  primary key (plan_id, user_id)
);

create table dev_plan_tasks (
  id int primary key,
  client_id int not null,
  plan_id int not null,
  owner_id int not null,
  state_value text not null,
  state_id int not null,
  status_id int not null,
  context jsonb not null,
  version int not null,
  -- relations that approve or grade per the task's role model: the manager's "approver" list filters on it
  approver_relations text[] not null,
  -- relations the role model names anywhere (they may view and comment): the "team" list filters on it
  viewer_relations text[] not null,
  -- days after sending when the job approves; null = never
  auto_approve_days int,
  goals_count int not null default 0,
  submitted_at timestamptz,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index dev_plan_tasks_plan on dev_plan_tasks (plan_id, id);
create index dev_plan_tasks_owner on dev_plan_tasks (owner_id, id);
create index dev_plan_tasks_client on dev_plan_tasks (client_id, id);
create index dev_plan_tasks_waiting on dev_plan_tasks (submitted_at) where state_value = 'approval' and auto_approve_days is not null;

create table dev_plan_goals (
  id int primary key,
  task_id int not null,
  title text not null,
  description text not null default '',
  weight numeric not null,
  created_at timestamptz not null
);
create index dev_plan_goals_task on dev_plan_goals (task_id, id);

create table dev_plan_actions (
  id int primary key,
  task_id int not null,
  goal_id int not null,
  title text not null,
  description text not null default '',
  type_id int not null,
  state_id int not null default 1,
  planned_end_date date,
  created_at timestamptz not null
);
create index dev_plan_actions_task on dev_plan_actions (task_id, id);

create table dev_plan_courses (
  id int primary key,
  task_id int not null,
  goal_id int not null,
  course_id int,
  title text not null,
  created_at timestamptz not null
);
create index dev_plan_courses_task on dev_plan_courses (task_id, id);

create table dev_plan_comments (
  id int primary key,
  task_id int not null,
  parent_id int,
  author_id int,
  text text not null,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index dev_plan_comments_task on dev_plan_comments (task_id, id);

-- One row per accepted event of an employee plan that the spec's history shows (codes 1-3, 101-107, 201-204, 301).
create table dev_plan_history (
  position bigint primary key,
  task_id int not null,
  code int not null,
  event_type text,
  type text not null,
  actor_id int,
  from_state_id int,
  to_state_id int,
  details jsonb not null,
  at timestamptz not null
);
create index dev_plan_history_task on dev_plan_history (task_id, position);

create table dev_plan_survey_answers (
  task_id int not null,
  question_id int not null,
  value text not null,
  answered_at timestamptz not null,
  primary key (task_id, question_id)
);

create index if not exists dev_plans_users_functional on users (functional_manager_id) where functional_manager_id is not null;
