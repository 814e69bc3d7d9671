-- How each person wants the notifications of a group delivered (in-app only, e-mail at once, daily or weekly
-- digest), and how far each group's e-mail has gone (the digest job's cursor). Both are projections.
create table notification_preferences (
  client_id int not null,
  user_id int not null,
  group_name text not null,
  mode text not null,
  -- the person's last notification id when the mode was chosen: mail never gathers what came before
  since_id int not null default 0,
  chosen_at timestamptz not null,
  primary key (user_id, group_name)
);
-- The digest job walks the people who chose e-mail, by client and user.
create index notification_preferences_mailed on notification_preferences (client_id, user_id) where mode <> 'app';

create table notification_mailings (
  client_id int not null,
  user_id int not null,
  group_name text not null,
  -- notifications of the group up to this id have been mailed (or were there before the mode was chosen)
  up_to_id int not null,
  sent_at timestamptz not null,
  primary key (user_id, group_name)
);
