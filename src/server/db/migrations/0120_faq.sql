-- FAQ (spec 000 §3 "FAQ"): one FAQ per client, its categories in order, each category's questions in order.
-- The orders are arrays on the parent row (the spec's category_position_ids, question_position_ids): the page reads
-- the FAQ whole, and a reorder is one row written. `version` is the row's stream version (the stale check).
create sequence faq_ids;
create sequence faq_category_ids;
create sequence faq_item_ids;

create table faqs (
  id int primary key,
  client_id int not null unique,
  category_position_ids int[] not null default '{}',
  version int not null,
  created_at timestamptz not null,
  updated_at timestamptz not null
);

create table faq_categories (
  id int primary key,
  client_id int not null,
  faq_id int not null references faqs (id) on delete cascade,
  category_name text not null,
  question_position_ids int[] not null default '{}',
  version int not null,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index faq_categories_faq on faq_categories (client_id, faq_id, id);

create table faq_items (
  id int primary key,
  client_id int not null,
  faq_id int not null references faqs (id) on delete cascade,
  faq_item_category_id int not null references faq_categories (id) on delete cascade,
  title text not null,
  data text not null,
  version int not null,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index faq_items_faq on faq_items (client_id, faq_id, id);
create index faq_items_category on faq_items (faq_item_category_id, id);
