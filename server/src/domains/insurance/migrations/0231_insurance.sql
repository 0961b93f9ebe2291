-- Travel insurance (decision 0231): policies bought with flight and train orders, one per passenger and leg,
-- refunded with their ticket; claims with their materials and every step of their progress.
create table insurance_policies (
  id bigserial primary key,
  policy_no text not null unique,
  enterprise_id int not null references enterprises (id),
  order_id bigint not null references orders (id),
  buyer_member_id int not null references members (id),
  product_type smallint not null,
  leg_seq smallint not null,
  leg_text text not null,
  insured_name text not null,
  product_code text not null,
  premium_fen bigint not null,
  sum_insured_fen bigint not null,
  status text not null default 'Active' check (status in ('Active', 'Refunded', 'Expired')),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  created_at timestamptz not null default now(),
  refunded_at timestamptz,
  unique (order_id, leg_seq, insured_name, product_code)
);
create index insurance_policies_order on insurance_policies (order_id);

create table insurance_claims (
  id bigserial primary key,
  claim_no text not null unique,
  policy_id bigint not null references insurance_policies (id),
  enterprise_id int not null references enterprises (id),
  member_id int not null references members (id),
  kind text not null check (kind in ('accident', 'delay', 'baggage', 'other')),
  amount_fen bigint not null,
  description text not null,
  materials jsonb not null default '[]',
  status text not null check (status in ('Submitted', 'NeedMaterials', 'Reviewing', 'Paid', 'Rejected')),
  created_at timestamptz not null default now()
);

create table insurance_claim_events (
  id bigserial primary key,
  claim_id bigint not null references insurance_claims (id),
  status text not null,
  text text not null,
  at timestamptz not null default now()
);
create index insurance_claim_events_claim on insurance_claim_events (claim_id);
