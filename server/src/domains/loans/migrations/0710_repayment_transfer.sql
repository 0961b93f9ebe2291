-- 还款方式 银行转账 (decision 0710, issue 35): a repayment by bank transfer carries the bank's 流水号, which finance
-- matches on the statement before confirming receipt, as with cash.
alter table loan_repayments drop constraint loan_repayments_method_check;
alter table loan_repayments add constraint loan_repayments_method_check check (method in ('cash', 'transfer', 'offset'));
alter table loan_repayments add column reference text not null default '';
alter table loan_repayments add constraint loan_repayments_reference_check check ((method = 'transfer') = (reference <> ''));
