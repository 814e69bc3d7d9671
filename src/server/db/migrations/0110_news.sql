-- News (spec 000 §2 /news, management/news): categories, tags, items with their tags and access lists.
-- Read tables of the newsCategory, newsTag and newsItem streams; every row carries client_id.
create sequence news_category_ids start 1;
create sequence news_tag_ids start 1;
create sequence news_item_ids start 1;

create table news_categories (
  id int primary key,
  client_id int not null,
  name text not null
);
-- No two categories of a client with one name (case and surrounding spaces ignored); also the list's order.
create unique index news_categories_name on news_categories (client_id, lower(name));

create table news_tags (
  id int primary key,
  client_id int not null,
  name text not null
);
create unique index news_tags_name on news_tags (client_id, lower(name));

create table news_items (
  id int primary key,
  client_id int not null,
  title text not null,
  cover_url text,
  body text not null,
  body_html text not null,
  excerpt text not null,
  category_id int,
  publish_at timestamptz not null,
  -- true when the access list has entries: only those groups and people read it
  restricted boolean not null default false,
  author_id int not null,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
-- The reader's list: newest publish date first, the id breaking ties (keyset).
create index news_items_published on news_items (client_id, publish_at desc, id desc);
-- The management list: newest first by id.
create index news_items_admin on news_items (client_id, id desc);

create table news_item_tags (
  client_id int not null,
  news_id int not null,
  tag_id int not null,
  primary key (news_id, tag_id)
);
create index news_item_tags_tag on news_item_tags (client_id, tag_id, news_id);

-- Who may read a restricted item: a user group or one person (exactly one of the two per row).
create table news_access (
  client_id int not null,
  news_id int not null,
  group_id int,
  user_id int,
  check ((group_id is null) <> (user_id is null))
);
create unique index news_access_group on news_access (news_id, group_id) where group_id is not null;
create unique index news_access_user on news_access (news_id, user_id) where user_id is not null;
create index news_access_by_group on news_access (client_id, group_id) where group_id is not null;
create index news_access_by_user on news_access (client_id, user_id) where user_id is not null;
