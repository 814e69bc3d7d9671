-- Learning's reads and job at 1M task rows (issue 16's bench, src/cli/bench/learning.ts).
-- My tasks (`myTasks`): a doer's tasks in id order, the first 30 read off the index. user_tasks_doer puts the state
-- before the id, so a list over several states sorted all of a manager's 2,000 rows, and the planner preferred
-- walking the client's whole user_tasks_track index (235 ms in the database).
create index user_tasks_doer_id on user_tasks (client_id, doer_user_id, id);
-- The dates job (learning/job.ts): planned tasks whose start has come, open tasks past their end, each read in its
-- date's order off a partial index holding only the rows that can be due. Without them each run walked every
-- task row by id, the second (with nothing to do) as long as the first.
create index user_tasks_due_start on user_tasks (start_date, id) where state = 'planned' and start_date is not null;
create index user_tasks_due_end on user_tasks (end_date, id) where state in ('available', 'in_progress') and end_date is not null;
