-- A claimed subsidy half day keeps the daily rate items of the trip that paid it and the items the member
-- deducted on 编辑补贴费用 (e.g. meals provided by the host): decision 0321. Null items: a half claimed before
-- this migration, which can be kept or dropped but not itemised.
alter table expense_subsidy_halves add column meal_fen bigint check (meal_fen >= 0);
alter table expense_subsidy_halves add column transport_fen bigint check (transport_fen >= 0);
alter table expense_subsidy_halves add column communication_fen bigint check (communication_fen >= 0);
alter table expense_subsidy_halves add column deducted text[] not null default '{}';
alter table expense_subsidy_halves add column amount_fen bigint;
