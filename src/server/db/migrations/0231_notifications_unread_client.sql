-- The unread count (the bell, asked on every route change) is scoped by the session's client as every read is: the
-- partial index carries client_id too, so the count stays an index-only scan.
drop index if exists notifications_unread;
create index notifications_unread on notifications (user_id, client_id) where not is_read;
