-- Which fact gave a person a track (its log position; a publish job's batch: the job id negated): set when the row
-- is made and when a removed row comes back. The notifications area's reaction to that fact tells exactly those
-- people that they got the track (spec 000 §3 types 1 and 3). Null: before this column existed.
alter table user_tracks add column granted_by bigint;
create index user_tracks_granted on user_tracks (client_id, granted_by) where granted_by is not null;
