-- Every event carries the version of its type's schema. Rows written before this column existed are version 1;
-- readers bring old names and shapes up to date through src/server/events/upcasters.ts.
alter table events add column schema_version int not null default 1;
