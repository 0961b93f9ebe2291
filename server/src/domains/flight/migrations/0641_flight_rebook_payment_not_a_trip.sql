-- 改签补款 orders are charges for the order they rebook, not trips of their own (decision 0640).
update orders set is_charge_only = true, is_trip = false
 where id in (select order_id from flight_orders where rebook_of_order_id is not null);
