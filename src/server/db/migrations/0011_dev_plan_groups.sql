-- Development plans appointed through user groups (appointment 2): the groups a plan appoints through, kept
-- beside the machine context (which also holds them, for the guards) so reads and the jobs scheduler's group
-- sync need not open the context, which lists every member.
alter table dev_plans add column if not exists group_ids jsonb not null default '[]';
create index if not exists dev_plans_group_sync on dev_plans (id) where state_value = 'launched' and group_ids <> '[]'::jsonb;
-- the group that appointed a member (appointment 2), from the members.add event
alter table dev_plan_members add column if not exists group_id int;
