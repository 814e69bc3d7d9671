-- News items are drafts until published (issue 40 item 11): the row keeps the newsItem machine's snapshot, and a
-- draft has no moment. Items made before were published from their publish_at, which they keep.
alter table news_items add column state_value text not null default 'published';
alter table news_items add column context jsonb not null default '{}';
alter table news_items alter column publish_at drop not null;
update news_items set context = jsonb_build_object('hasBody', btrim(body) <> '', 'publishAt', to_char(publish_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'));
