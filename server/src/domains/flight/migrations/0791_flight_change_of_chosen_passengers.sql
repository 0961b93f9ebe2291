-- 改签 of chosen passengers (decision 0791): their tickets move to a change order of their own (the new flight, those
-- passengers) that points at the order it came from; each passenger left behind names the order it moved to.
alter table flight_orders add column changed_from_order_id bigint references orders (id);
alter table flight_order_passengers add column changed_to_order_no text;
create index flight_orders_changed_from on flight_orders (changed_from_order_id) where changed_from_order_id is not null;
