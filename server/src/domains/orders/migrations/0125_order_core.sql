-- The order core keeps what the order of every product has (decision 0104): its money (to pay, paid, refunded,
-- how), the pay deadline, the cancel terms, whether it needs approval and whether it is private travel.
-- Each product keeps only its own part in its own table. Product type 8 is takeout.
alter table orders drop constraint if exists orders_product_type_check;
alter table orders add constraint orders_product_type_check check (product_type in (1, 5, 6, 7, 8));

alter table orders
  add column pay_amount_fen bigint not null default 0,
  add column pay_method text check (pay_method in ('enterprise', 'personal', 'onSite')),
  add column paid_fen bigint not null default 0,
  add column refunded_fen bigint not null default 0,
  add column pay_deadline timestamptz,
  add column cancel_type smallint not null default 0,
  add column free_cancel_until timestamptz,
  add column penalty_fen bigint not null default 0,
  add column need_approval boolean not null default false,
  add column is_private boolean not null default false;

create index orders_pay_deadline on orders (pay_deadline) where status = 'PendingPayment';
