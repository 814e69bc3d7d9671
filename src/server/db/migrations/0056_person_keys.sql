-- Crypto-shredding of personal data in the event log (issue 12, point 4). Each person has an AES-256 key; the
-- personal fields of events about them (profile values, e-mail addresses, mail text) are stored sealed under it
-- (src/server/events/personalData.ts). Erasing a person deletes the key and leaves a tombstone (key null,
-- erased_at set): the log still holds the sealed bytes but yields nothing readable, and nothing new is sealed
-- for them. Not a projection (rebuild never truncates it) and not an event (a key in the log would defeat it).
create table person_keys (
  user_id int primary key,
  client_id int not null,
  key bytea,
  created_at timestamptz not null default now(),
  erased_at timestamptz
);
create index person_keys_client on person_keys (client_id);

-- Users whose personal data was erased keep their row (ids, status, manager links: other people's history), with
-- the personal columns blanked.
alter table users add column erased_at timestamptz;
