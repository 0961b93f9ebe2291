-- The to-do count and the 待审批 tab (approvalScope.ts) look for the enterprise's pending approvals that
-- have a pending task of the caller: with years of approvals (the bench's growth run: 50,000, 500 pending)
-- only the pending ones are read, not every approval of the enterprise.
create index if not exists approvals_pending on approvals (enterprise_id) where status = 'pending';
