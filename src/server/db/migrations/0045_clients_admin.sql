-- Platform administration of clients: a client can be switched off (its users cannot sign in, their sessions
-- are refused), and each client may publish one privacy policy PDF (spec 000 §3 Branding "privacy policy PDF").
alter table clients add column is_active boolean not null default true;

create table client_privacy_policies (
  client_id int primary key references clients(id),
  storage_key text not null,
  name text not null,
  size int not null,
  updated_at timestamptz not null
);
