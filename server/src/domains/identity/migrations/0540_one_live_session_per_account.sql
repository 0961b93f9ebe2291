-- One live session per account (decision 0540, issue 31 item 12): a login ends every other session of the
-- person, whatever PlatId it claims. Sessions were keyed by (member, PlatId header), so seven platform ids gave
-- seven live sessions; the newest of each account stays, the others end as replaced (8001; expired ones as
-- expired), and the database holds the rule from now on.
update sessions s set revoked_at = now(), revoke_reason = case when s.expires_at <= now() then 'expired' else 'replaced' end
 where s.revoked_at is null
   and exists (select 1 from sessions n where n.account_id = s.account_id and n.revoked_at is null and n.id > s.id);

drop index if exists sessions_member_plat;
drop index if exists sessions_account;
create unique index sessions_one_live_per_account on sessions (account_id) where revoked_at is null;
