-- Failed password logins per phone (known or not, so a lockout says nothing about whether an account
-- exists). From the 5th failure in a row the phone is locked with a doubling back-off (1, 2, 4 ... 60 min);
-- a correct password after the lock, an SMS-code login or a password reset by SMS clears it.
create table login_failures (
  phone text primary key,
  failures int not null,
  locked_until timestamptz,
  updated_at timestamptz not null default now()
);
