-- What a bill pays (decision 0560, issue 31 items 1 and 4): a cost made from an order the enterprise account paid is
-- 公司已付 (on the bill for the trip's record and policy, not paid to the employee); a bill keeps the sum of those
-- next to its total; a payment names the enterprise account it was paid from.
alter table expense_costs add column company_paid boolean not null default false;
alter table expense_bills add column company_paid_fen bigint not null default 0 check (company_paid_fen >= 0 and company_paid_fen <= amount_fen);
alter table expense_payment_bills add column pay_account_id int references loan_pay_accounts (id);

-- Costs imported before: the order's stored pay method, 'onSite' being the enterprise's for flights, rides and
-- meals (their products' onSitePayMethod) and the traveller's for hotels and trains.
update expense_costs c set company_paid = true
  from orders o
 where o.order_no = c.order_no and o.enterprise_id = c.enterprise_id and c.order_no <> ''
   and (o.pay_method = 'enterprise' or (o.pay_method = 'onSite' and o.product_type in (5, 7, 8)));
update expense_bills b set company_paid_fen = s.fen
  from (select bill_id, sum(amount_fen) as fen from expense_costs where bill_id is not null and deleted_at is null and company_paid group by bill_id) s
 where s.bill_id = b.id;
