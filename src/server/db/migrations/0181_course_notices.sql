-- A course's notifications (issue 17, the settings tabs custom-notifications and system-notifications): the system
-- types it does not send, its administrators' own messages timed from the appointment or the deadline, and which
-- appointment got which message (the job's sends). Stream courseNotices/<course>; sends courseNoticeSends/<notice>.
create table course_notice_settings (
  course_id int primary key references courses (id) on delete cascade,
  client_id int not null,
  -- system notification types switched off for this course (none: every course type is sent)
  off_types int[] not null default '{}',
  -- the courseNotices stream's version
  version int not null
);

create sequence course_custom_notice_ids;
create table course_custom_notices (
  id int primary key,
  client_id int not null,
  course_id int not null references courses (id) on delete cascade,
  title text not null,
  body text not null,
  -- sent `days` after the appointment, or `days` before the due date
  anchor text not null check (anchor in ('appointment', 'deadline')),
  days int not null,
  created_at timestamptz not null
);
create index course_custom_notices_course on course_custom_notices (client_id, course_id, id);

create table course_notice_sends (
  client_id int not null,
  notice_id int not null references course_custom_notices (id) on delete cascade,
  appointment_id int not null,
  sent_at timestamptz not null,
  primary key (notice_id, appointment_id)
);
