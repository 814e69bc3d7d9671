-- Attempts per caller and window for public calls that anyone may make without signing in (self-registration):
-- counted in the database, so every server process on one PostgreSQL counts the same attempts. Not tenant data:
-- the caller is not yet anybody's (no client_id); rows older than a day are removed as new ones come.
create table rate_limits (
  bucket text not null,
  subject text not null,
  window_start timestamptz not null,
  hits integer not null,
  primary key (bucket, subject, window_start)
);
create index rate_limits_window on rate_limits (window_start);
