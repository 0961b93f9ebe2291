-- Flight passengers carry any document the flight accepts (decision 0761): 1 身份证, 2 护照, 3 回乡证, 4 台胞证,
-- 5 港澳通行证, 6 台湾通行证, 7 外国人永久居留身份证 (the codes of b2b Common/GetIdentityTypeList).
alter table flight_order_passengers drop constraint flight_order_passengers_id_type_check;
alter table flight_order_passengers add constraint flight_order_passengers_id_type_check check (id_type between 1 and 7);
