-- 接机/送机 by flight and 日租 packages (decision 0740): the flight a ride follows (a delayed 接机 flight moves the
-- pick-up), the rental package and what the finished rental used.
alter table car_orders add column flight_no text;
alter table car_orders add column flight_date text;
alter table car_orders add column flight_status text;
alter table car_orders add column package_code text check (package_code in ('half', 'day'));
alter table car_orders add column used_minutes int;
alter table car_orders add column used_metres int;
