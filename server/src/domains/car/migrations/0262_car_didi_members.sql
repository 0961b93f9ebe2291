-- Members pushed to DiDi's enterprise channel (api/didi/RePushDidiMember, issue 19): when, and how often.
create table car_didi_members (
  member_id int primary key references members (id),
  enterprise_id int not null references enterprises (id),
  phone text not null,
  pushed_at timestamptz not null default now(),
  push_count int not null default 1
);
