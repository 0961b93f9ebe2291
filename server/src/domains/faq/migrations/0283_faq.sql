-- The customer-service centre's questions (b2b Scheme FAQ, decision 0283): for every platform (plat_id null)
-- or one agent platform only; a member reads those of the platform of their enterprise.
create table faq_categories (
  id int primary key,
  name text not null,
  sort int not null default 0
);

create table faq_items (
  id int primary key,
  category_id int not null references faq_categories (id),
  plat_id int references platforms (plat_id),
  question text not null,
  answer text not null,
  is_hot boolean not null default false,
  sort int not null default 0
);
create index faq_items_category on faq_items (category_id, sort);
