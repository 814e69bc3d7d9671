-- E-mail: the outbox (a projection of the `mail` streams: the e-mail history) and each client's SMTP settings.
create sequence mail_ids start 1;
create sequence mail_server_settings_ids start 1;

create table mail_outbox (
  id int primary key,
  client_id int not null,
  user_id int,
  address text not null,
  -- invitation | passwordReset | test
  type text not null,
  language text not null,
  subject text not null,
  html text not null,
  body_text text not null,
  -- the password link's uid, RSA-OAEP encrypted with the server key (the database never holds a usable link)
  secret_cipher text,
  -- the link without its uid (the client's host, the recipient's language): the sender appends the uid
  link_base text,
  -- queued (waiting or retrying), sending (claimed by one process until lease_until), sent, failed (final)
  state text not null,
  attempts int not null default 0,
  next_attempt_at timestamptz not null,
  reason text,
  queued_at timestamptz not null,
  sent_at timestamptz,
  updated_at timestamptz not null
);
-- the history: a client's mail, newest first, keyset by id
create index mail_outbox_client on mail_outbox (client_id, id desc);
create index mail_outbox_user on mail_outbox (client_id, user_id, id desc);
-- the sender's scan: only due rows
create index mail_outbox_due on mail_outbox (next_attempt_at) where state in ('queued', 'sending');

create table mail_server_settings (
  client_id int primary key,
  id int not null unique,
  host text not null,
  port int not null,
  secure boolean not null,
  username text not null,
  -- RSA-OAEP ciphertext of the SMTP password under the server key; never returned by a read
  password_cipher text,
  from_address text not null,
  updated_at timestamptz not null
);
