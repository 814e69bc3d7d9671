-- Password hashes leave the event log (issue 12, point 4). They live in `credentials`, written directly by the
-- commands that set a password: not a projection, so `npm run rebuild` never truncates it, and not an event, so no
-- export, backup or replay of the log carries a hash. No foreign key to users: a rebuild truncates users with
-- `cascade`, which would empty this table too.
create table credentials (
  user_id int primary key,
  client_id int not null,
  hash text not null,
  -- earlier hashes, newest first (the policy's history_size is at most 24)
  history jsonb not null default '[]',
  changed_at timestamptz not null
);
create index credentials_client on credentials (client_id);

-- Existing hashes move over (user_credentials was the projection of the events that carried them); "!" is an
-- account without a password yet, which is now simply no row.
insert into credentials (user_id, client_id, hash, history, changed_at)
  select c.user_id, u.client_id, c.password_hash, c.password_history, c.password_changed_at
    from user_credentials c join users u on u.id = c.user_id
   where c.password_hash <> '!';

-- user_credentials keeps only the lockout state (failed attempts, lock), which stays a projection of
-- user.loginFailed / session.started / user.passwordChanged.
alter table user_credentials drop column password_hash;
alter table user_credentials drop column password_changed_at;
alter table user_credentials drop column password_history;

-- The one rewrite of history: hashes are stripped from the events that carried them (user.created from the seed
-- and bench, user.passwordChanged). The log is otherwise append-only; this is the same exception as an erasure
-- (docs/architecture.md, "Secrets and personal data").
update events set data = data - 'password_hash'
 where type in ('user.created', 'user.passwordChanged') and data ? 'password_hash';
