-- The users list's rows as the list shows them (lists/listRows.ts): the JSON text of a row in one language, with
-- its labels (status, role, manager, catalogue items, custom role) written in, so that a page reads stored text
-- instead of building 20 cells a row. A cache of the read tables, not an event stream: a row is used only while
-- its stamp still matches (the user's and the manager's row versions, xmin; the client's label version; the
-- shape of the code that wrote it), else the page builds that row again and stores it. Rebuild leaves it alone:
-- rebuilt users rows have new versions, so every stored row is then stale.
create table user_list_rows (
  id int not null,
  lang text not null,
  client_id int not null,
  u_xmin text not null,
  m_xmin text,
  labels bigint not null,
  shape text not null,
  -- the row's cells that every viewer sees, from '{"id":…' on, without the closing brace
  j text not null,
  -- the sensitive cells (shown to roles with the sensitive-data flag), appended before the brace
  s text not null,
  primary key (id, lang)
);
-- Bumped in the transaction that renames or removes a catalogue item or a custom role of the client: stored rows
-- with an older number show an old label.
create table list_label_versions (
  client_id int primary key,
  v bigint not null
);
