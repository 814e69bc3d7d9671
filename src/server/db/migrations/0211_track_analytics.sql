-- The track analytics' tests list pages a test task's saved answers by id (keyset), per client and task.
create index task_answers_element on task_answers (client_id, element_id, id) where score is not null;
