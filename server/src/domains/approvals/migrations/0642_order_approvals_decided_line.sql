-- The order's line (title, subtitle, dates, amount) as its approver decided it: 我已审批 keeps showing what was approved
-- after the order changes (a flight rebooked; issue 34, decision 0640). Null for approvals decided before it.
alter table order_approvals add column decided_line jsonb;
