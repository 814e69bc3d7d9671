-- Dashboard widgets (spec 000 §3 "Dashboard and widgets"): the client's draft pages, each with its widgets laid out
-- on the 12-column grid, and the published copy people read. A page's widgets live in its row (`items`, the
-- layout as one value): the editor saves a page's layout whole, and a page holds at most 24 widgets.
create sequence widget_page_ids;

create table widget_pages (
  id int primary key,
  client_id int not null,
  name text not null,
  position int not null,
  visibility text not null default 'everyone',
  items jsonb not null default '[]',
  version int not null,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index widget_pages_client on widget_pages (client_id, position, id);

-- What people see: the pages as they were when the administrator last published, one row per client.
create table widget_publications (
  client_id int primary key,
  pages jsonb not null,
  published_by int,
  published_at timestamptz not null,
  draft_changed_at timestamptz
);
