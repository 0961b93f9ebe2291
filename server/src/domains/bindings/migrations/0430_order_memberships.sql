-- A bound loyalty card used on an order (decision 0431): the full number is kept for the supplier, shown masked.
create table order_memberships (
  order_id int primary key references orders (id),
  member_id int not null references members (id),
  program_code text not null,
  card_no text not null,
  level_name text not null,
  created_at timestamptz not null default now()
);
