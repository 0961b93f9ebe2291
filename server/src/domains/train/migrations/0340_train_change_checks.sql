-- 改签验证 (issue 16, decision 0340): when the contact phone of a train order last passed 12306's check for a change
-- to another date; a check stands 30 minutes (domain/train/changeCheck.ts).
create table train_change_checks (
  order_id bigint primary key references orders (id),
  checked_at timestamptz not null
);
