-- Insurance chosen on a train or flight order form (decision 0343): bought once the tickets are issued.
create table insurance_requests (
  order_id bigint not null references orders (id),
  product_code text not null,
  member_id int not null references members (id),
  status text not null default 'Waiting' check (status in ('Waiting', 'Bought', 'Failed')),
  message text not null default '',
  created_at timestamptz not null default now(),
  primary key (order_id, product_code)
);
create index insurance_requests_waiting on insurance_requests (status) where status = 'Waiting';
