-- Bound travel platforms and supplier memberships of a member (decision 0350).
create table member_platform_bindings (
  member_id int not null references members (id),
  platform_code text not null,
  account text not null,
  bound_at timestamptz not null default now(),
  primary key (member_id, platform_code)
);
-- A platform account belongs to one member of the app.
create unique index member_platform_bindings_account on member_platform_bindings (platform_code, account);

create table member_program_bindings (
  member_id int not null references members (id),
  program_code text not null,
  card_no text not null,
  holder_name text not null,
  level_name text not null,
  bound_at timestamptz not null default now(),
  primary key (member_id, program_code)
);
create unique index member_program_bindings_card on member_program_bindings (program_code, card_no);

-- The simulated travel platforms' own accounts (registered on a first sign-in, like the simulated 12306).
create table binding_sim_platform_accounts (
  platform_code text not null,
  account text not null,
  password_hash text not null,
  primary key (platform_code, account)
);
