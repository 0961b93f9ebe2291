-- Takeout (issue 19, product type 8): presaves handed to the provider's page, and the takeout part of an order.

create table takeout_presaves (
  id bigserial primary key,
  pre_order_no text not null unique,
  -- the provider page's key: unguessable, the page needs no app session
  token text not null unique,
  enterprise_id int not null references enterprises (id),
  member_id int not null references members (id),
  contact text not null,
  phone text not null,
  address text not null,
  city_name text not null,
  reason_code text not null default '',
  reason text not null default '',
  remark text not null default '',
  order_id bigint references orders (id),
  created_at timestamptz not null default now()
);
create index takeout_presaves_member on takeout_presaves (member_id, created_at desc);

create table takeout_orders (
  order_id bigint primary key references orders (id),
  presave_id bigint not null unique references takeout_presaves (id),
  meal_date date not null,
  restaurant text not null,
  items jsonb not null,
  amount_fen bigint not null check (amount_fen > 0),
  is_over_standard boolean not null default false,
  policy_rule text not null default ''
);
