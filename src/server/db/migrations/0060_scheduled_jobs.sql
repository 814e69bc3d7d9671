-- Periodic server jobs (development-plan timers, mail sending, statistics), claimed with a lease so that several
-- server processes on one database run each job once per period, and a killed process's job runs again once its
-- lease ends (jobs/runner.ts). Operational state, like server_keys: not an event stream, rebuild leaves it alone.
create table scheduled_jobs (
  name text primary key,
  -- when the job should next run; a process claims it only then
  due_at timestamptz not null,
  -- the claiming process and until when the claim holds (renewed while the job runs)
  lease_until timestamptz,
  leased_by text,
  -- asked to run again while it was running (new mail queued meanwhile): it is due again when it finishes
  wake boolean not null default false,
  -- claims since the last success: 1 while running normally, more after a crash or failures
  attempts int not null default 0,
  runs int not null default 0,
  started_at timestamptz,
  finished_at timestamptz,
  last_run_by text,
  last_error text
);
