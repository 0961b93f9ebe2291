-- A personal-pay order's rebook with a cost (decision 0400) is paid through a 改签补款 order: a flight order of its
-- own (one segment: the new flight, whose seats it holds; the same passengers; not a trip) that points at the
-- order and segment it rebooks, the fare it replaces (so a changed order is noticed), the reason, fee and difference.
alter table flight_orders add column rebook_of_order_id bigint references orders (id);
alter table flight_orders add column rebook_seq smallint;
alter table flight_orders add column rebook_from_fare_id text not null default '';
alter table flight_orders add column rebook_from_text text not null default '';
alter table flight_orders add column rebook_reason text not null default '';
alter table flight_orders add column rebook_fee_fen bigint not null default 0;
alter table flight_orders add column rebook_difference_fen bigint not null default 0;
create index flight_orders_rebook_of on flight_orders (rebook_of_order_id) where rebook_of_order_id is not null;
