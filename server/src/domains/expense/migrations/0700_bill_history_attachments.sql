-- 审批评论 (decision 0700, issue 35): a comment in a bill's 处理记录 may carry pictures (the caller's own uploads).
alter table expense_bill_history add column attachments jsonb not null default '[]';
