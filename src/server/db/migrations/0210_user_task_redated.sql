-- Which fact last moved an open task's dates (its log position), so the notifications area's reaction to that fact
-- tells the doers of exactly the tasks it re-dated (issue 15: "the people doing them are told"). A publish job's
-- batch marks its rows with the job id negated. Null: never re-dated since the row was made.
alter table user_tasks add column redated_by bigint;
create index user_tasks_redated on user_tasks (client_id, redated_by) where redated_by is not null;
