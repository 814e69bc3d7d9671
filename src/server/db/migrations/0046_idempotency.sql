-- Idempotency keys (the `Idempotency-Key` header of a POST): the first answer to a key, kept for a day, so that a
-- retried create answers it again and writes nothing. A transport-level record, not an event: a rebuild does not
-- touch it, and it holds no personal data beyond the answer the same person already received.
create table idempotency_keys (
  client_id int not null,
  user_id int not null,
  key text not null,
  fingerprint text not null,
  status int,
  content_type text,
  body text,
  created_at timestamptz not null default now(),
  primary key (client_id, user_id, key)
);

create index idempotency_keys_created on idempotency_keys (created_at);
