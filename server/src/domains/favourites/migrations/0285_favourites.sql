-- Hotels a member saved from the hotel detail (收藏, decision 0285).
create table favourite_hotels (
  member_id int not null references members (id),
  hotel_id int not null references hotels (id),
  created_at timestamptz not null default now(),
  primary key (member_id, hotel_id)
);
create index favourite_hotels_member on favourite_hotels (member_id, created_at desc);
