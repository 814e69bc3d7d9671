-- Calendar (issue 18): each person's private iCalendar feed links. Only the SHA-256 of a token is kept (the token is
-- 32 random bytes, shown once when made): a stolen table or log cannot be turned back into a working link. A
-- projection of calendar.feedCreated / calendar.feedRevoked (stream calendarFeed/<user id>); revoked rows stay, so a
-- revoked link answers "revoked" (410) rather than "unknown".
create table calendar_feeds (
  token_hash text primary key,
  client_id int not null,
  user_id int not null,
  created_at timestamptz not null,
  revoked_at timestamptz
);
create index calendar_feeds_user on calendar_feeds (client_id, user_id) where revoked_at is null;
