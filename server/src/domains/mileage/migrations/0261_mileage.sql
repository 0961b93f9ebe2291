-- Private-car mileage (私车公用, issue 19): the enterprise's allowance per kilometre and the recorded trips.

create table mileage_settings (
  enterprise_id int primary key references enterprises (id),
  allowance_per_km_fen int not null check (allowance_per_km_fen >= 0),
  -- the trip must carry its business purpose before it can become an expense cost
  need_travel_business boolean not null default false,
  sample_seconds int not null default 10 check (sample_seconds between 3 and 120)
);

create table mileage_records (
  id bigserial primary key,
  enterprise_id int not null references enterprises (id),
  member_id int not null references members (id),
  status text not null check (status in ('recording', 'finished', 'claimed')),
  purpose text not null default '',
  start_name text not null default '',
  end_name text not null default '',
  started_at timestamptz not null,
  finished_at timestamptz,
  -- [[lon, lat, atMs], ...] in time order
  points jsonb not null default '[]',
  distance_m int not null default 0,
  allowance_per_km_fen int not null,
  amount_fen bigint not null default 0,
  cost_id bigint,
  created_at timestamptz not null default now()
);
create index mileage_records_member on mileage_records (member_id, started_at desc);
-- one trip at a time per member
create unique index mileage_records_recording on mileage_records (member_id) where status = 'recording';
