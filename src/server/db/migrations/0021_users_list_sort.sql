-- Server-side sort of the users list (lists engine `sort`): the keyset key is (sort keys, id) within a client, so
-- each common order has an index that serves both the order and the "after this row" comparison of deep pages.
create index users_client_name_sort on users (client_id, last_name, first_name, middle_name, id);
create index users_client_email_sort on users (client_id, email, id);
create index users_client_created_sort on users (client_id, created_at, id);
create index users_client_role_sort on users (client_id, role_id, id);
