-- /profile/myHistory (learning area, history.ts) pages a person's own facts newest first: the log's events whose
-- meta.actor is them, in their client, by position. Without this index the page scanned the client's whole log.
create index events_actor on events (client_id, (meta->>'actor'), position);
