-- International flights carry each passenger's nationality (issue 17, decision 0344): ISO 3166-1 alpha-2 of
-- the nationalities reference, '' on domestic orders.
alter table flight_order_passengers add column nationality text not null default '';
