-- Flight after-sale (decision 0230): each segment keeps its own state (出票 Ticketed, 已改签 Changed, 已退票
-- Refunded) so one leg of a round trip can be rebooked or refunded alone; its city codes (for searching the
-- same pair when rebooking); whether the traveller accepted an airline change; and every rebook, name
-- correction and refund of a segment with its fee and what was charged.
alter table flight_order_segments add column status text not null default 'Ticketed' check (status in ('Ticketed', 'Changed', 'Refunded'));
alter table flight_order_segments add column change_accepted boolean not null default false;
alter table flight_order_segments add column depart_city_code text not null default '';
alter table flight_order_segments add column arrive_city_code text not null default '';
update flight_order_segments set depart_city_code = split_part(fare_id, '.', 4), arrive_city_code = split_part(fare_id, '.', 5);

create table flight_order_changes (
  id bigserial primary key,
  order_id bigint not null references orders (id),
  seq smallint not null,
  kind text not null check (kind in ('rebook', 'rename', 'refund')),
  from_text text not null,
  to_text text not null,
  fee_fen bigint not null default 0,
  difference_fen bigint not null default 0,
  charged_fen bigint not null default 0,
  reason text not null default '',
  created_at timestamptz not null default now()
);
create index flight_order_changes_order on flight_order_changes (order_id);
