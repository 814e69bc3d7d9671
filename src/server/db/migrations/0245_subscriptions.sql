-- Subscribers (src/server/events/subscribers.ts): each one's checkpoint in the log and the process that holds it.
create table subscriptions (
  name text primary key,
  position bigint not null default 0,
  leased_by text,
  lease_until timestamptz,
  updated_at timestamptz not null default now()
);

-- A fact a subscriber failed on: retried with a growing wait, parked (skipped, shown) after its last attempt.
create table subscription_failures (
  name text not null,
  position bigint not null,
  attempts int not null,
  error text not null,
  failed_at timestamptz not null default now(),
  next_attempt_at timestamptz not null,
  parked_at timestamptz,
  primary key (name, position)
);

-- A position is taken only once its transaction has an id (CASE evaluates the condition first): a subscriber's
-- reader can then wait out every transaction that may still commit a missing position (events/horizon.ts).
alter table events alter column position set default (case when pg_current_xact_id() is not null then nextval('events_position_seq'::regclass) end);

-- The reactions that became subscribers here ran inline until now: they start at the log's end, not again over it.
insert into subscriptions (name, position)
select n, coalesce((select max(position) from events), 0)
  from unnest(array['certificates.issuing', 'notifications.courses', 'notifications.devPlans']) n;
