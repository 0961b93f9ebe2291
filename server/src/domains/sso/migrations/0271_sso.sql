-- Sign-in from DingTalk and WeChat (decision 0272). Codes a provider hands out (the simulated provider's, and
-- the WeChat bind tickets): single use, short-lived. Bindings: a WeChat openid bound to an account.
create table sso_codes (
  code text primary key,
  kind text not null check (kind in ('dingtalk', 'wechat', 'wechat-bind')),
  subject text not null,
  corp_id text not null default '',
  mobile text not null default '',
  expires_at timestamptz not null,
  used_at timestamptz
);
create table sso_bindings (
  provider text not null check (provider in ('wechat')),
  app_id text not null,
  subject text not null,
  account_id int not null references accounts (id),
  created_at timestamptz not null default now(),
  primary key (provider, app_id, subject)
);
create unique index sso_bindings_account on sso_bindings (provider, app_id, account_id);
