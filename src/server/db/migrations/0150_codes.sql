-- Access codes and self-registration (issue 17): catalogues of codes (spec 000 §3 "Access code catalogue"), their
-- codes, each usable once, and the client's registration settings (Branding: self-registration, limit by domains,
-- access-code registration). Projections of the codes area's facts (streams codeCatalog, accessCode,
-- clientRegistration).
create sequence code_catalog_ids;
create sequence access_code_ids;

create table code_catalogs (
  id int primary key,
  client_id int not null,
  name text not null,
  organization_id int,
  is_active boolean not null,
  active_from date,
  active_to date,
  count int not null,
  used int not null default 0,
  version int not null,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
-- the list's keyset order: newest first
create index code_catalogs_client on code_catalogs (client_id, id);

create table access_codes (
  id int primary key,
  client_id int not null,
  catalog_id int not null references code_catalogs (id) on delete cascade,
  code text not null,
  is_blocked boolean not null default false,
  used_by int,
  used_at timestamptz,
  version int not null
);
-- a code names one row of its client: registration finds it by (client, code)
create unique index access_codes_code on access_codes (client_id, code);
create index access_codes_catalog on access_codes (catalog_id, id);

create table client_registration_settings (
  client_id int primary key,
  self_registration boolean not null,
  allowed_domains text[] not null,
  code_registration boolean not null,
  updated_at timestamptz not null
);
