-- Suppliers may be edited and retired (停用, decision 0411): a retired supplier is no longer offered for new
-- 对公报销 but the bills that paid it keep showing it.
alter table expense_suppliers add column retired_at timestamptz;
alter table expense_suppliers add column updated_at timestamptz;
