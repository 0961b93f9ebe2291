-- 变更到站 (issue 33, decision 0770): the new order of a change of arrival station (same train and date). A changed
-- order (changed_from_order_id set) is a 改签 when false.
alter table train_orders add column is_station_change boolean not null default false;
