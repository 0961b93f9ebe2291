-- 购票方式 (issue 16, decision 0393): an order booked through the member's bound 12306 account carries that account;
-- null: the enterprise channel.
alter table train_orders add column rail_account_id bigint references rail_accounts (id);
