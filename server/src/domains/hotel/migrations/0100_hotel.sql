-- Hotels (issue 4): the simulated supplier's catalogue (cities, brands, business districts, hotels, rooms,
-- rate plans, reviews), availability and price per room type per night, and the enterprise data the hotel
-- journey needs (travel standards, approval flows for orders, saving-bonus rules). See
-- docs/decisions/0070-hotel-server-read-side.md and 0071-orders-server.md.

create table hotel_cities (
  city_code text primary key,
  name text not null,
  pinyin text not null,
  -- 1 first-tier (北上广深), 2 second-tier, 3 others: the travel standard's city tier
  tier smallint not null check (tier in (1, 2, 3)),
  lat double precision not null,
  lon double precision not null,
  is_hot boolean not null default false,
  sort int not null default 0
);

create table hotel_brands (
  id int primary key,
  name text not null,
  group_name text not null,
  logo_url text not null default ''
);

create table hotel_business_districts (
  id int primary key,
  city_code text not null references hotel_cities (city_code),
  name text not null,
  kind text not null check (kind in ('district', 'station', 'landmark', 'area')),
  lat double precision not null,
  lon double precision not null,
  sort int not null default 0
);
create index hotel_business_districts_city on hotel_business_districts (city_code, sort);

create table hotels (
  id int primary key,
  city_code text not null references hotel_cities (city_code),
  brand_id int not null references hotel_brands (id),
  district_id int not null references hotel_business_districts (id),
  name text not null,
  star_level smallint not null check (star_level in (2, 3, 4, 5)),
  score_tenths smallint not null check (score_tenths between 0 and 50),
  review_count int not null default 0,
  address text not null,
  phone text not null,
  lat double precision not null,
  lon double precision not null,
  cover_image_url text not null,
  image_urls jsonb not null default '[]',
  facilities jsonb not null default '[]',
  tags jsonb not null default '[]',
  description text not null default '',
  open_year int not null,
  check_in_time text not null default '14:00',
  check_out_time text not null default '12:00',
  sort int not null default 0
);
create index hotels_city on hotels (city_code, sort);

create table hotel_rooms (
  id int primary key,
  hotel_id int not null references hotels (id),
  name text not null,
  bed_type text not null,
  area_square_meters int not null,
  floor text not null,
  image_urls jsonb not null default '[]',
  max_occupancy smallint not null,
  -- the weekday price before the rate plan's factor; nights vary around it
  base_price_fen int not null,
  -- rooms of this type sold per night (the initial availability of a night)
  rooms_per_night int not null
);
create index hotel_rooms_hotel on hotel_rooms (hotel_id);

create table hotel_rate_plans (
  id int primary key,
  room_id int not null references hotel_rooms (id),
  name text not null,
  breakfast_count smallint not null check (breakfast_count in (0, 1, 2)),
  -- 0 not cancellable, 1 free until 18:00 the day before arrival (then the first night), 2 always a fee
  cancel_type smallint not null check (cancel_type in (0, 1, 2)),
  -- rate = night price * price_permille / 1000, rounded to the yuan
  price_permille int not null,
  -- 1 pay at the hotel (现付), 2 prepaid (预付)
  pay_type smallint not null check (pay_type in (1, 2)),
  need_card_guarantee boolean not null default false,
  sort int not null default 0
);
create index hotel_rate_plans_room on hotel_rate_plans (room_id, sort);

-- Nights already materialised in hotel_room_nights (a night is added for every room at once, on demand).
create table hotel_inventory_days (
  night date primary key
);

-- Availability and price per room type per night. Booking decrements `available` with a conditional update
-- in the same transaction as the order insert, so concurrent bookings never oversell.
create table hotel_room_nights (
  room_id int not null references hotel_rooms (id),
  night date not null,
  price_fen int not null,
  available int not null check (available >= 0),
  primary key (room_id, night)
);

create table hotel_reviews (
  id int primary key,
  hotel_id int not null references hotels (id),
  reviewer_name text not null,
  score_tenths smallint not null,
  content text not null,
  room_name text not null,
  image_urls jsonb not null default '[]',
  created_at timestamptz not null
);
create index hotel_reviews_hotel on hotel_reviews (hotel_id, created_at desc);

create table hotel_search_history (
  member_id int not null references members (id),
  city_code text not null references hotel_cities (city_code),
  keyword text not null default '',
  arrival_date date not null,
  departure_date date not null,
  searched_at timestamptz not null default now(),
  primary key (member_id, city_code, keyword)
);
create index hotel_search_history_member on hotel_search_history (member_id, searched_at desc);

-- The enterprise's hotel travel standard: exactly types/api/hotel.ts HotelTravelStandard
-- ({"nightlyCapFen": {"1": {"employee": 50000, "manager": null}, ...}, "whenExceeded": "requireApproval"}).
create table hotel_travel_standards (
  enterprise_id int primary key references enterprises (id),
  standard jsonb not null,
  updated_at timestamptz not null default now()
);

-- Approval of orders as data: which orders need it, then ordered levels, each applying from an amount.
create table order_approval_flows (
  id int generated by default as identity (start with 100001) primary key,
  enterprise_id int not null references enterprises (id),
  product_type smallint not null check (product_type in (1, 5, 6, 7)),
  name text not null,
  -- 'always': every business-travel order; 'overStandard': orders over the standard whose rule is requireApproval
  applies_when text not null check (applies_when in ('always', 'overStandard')),
  unique (enterprise_id, product_type)
);

create table order_approval_levels (
  flow_id int not null references order_approval_flows (id),
  level int not null check (level >= 1),
  name text not null,
  approver_member_ids int[] not null,
  -- the level applies to orders whose total is at least this
  min_amount_fen bigint not null default 0,
  primary key (flow_id, level)
);

create table hotel_saving_bonus_rules (
  id int generated by default as identity (start with 100001) primary key,
  enterprise_id int not null references enterprises (id),
  name text not null,
  reward_permille int not null check (reward_permille between 0 and 1000),
  max_reward_fen bigint not null,
  description text not null default '',
  is_default boolean not null default false,
  sort int not null default 0
);
create index hotel_saving_bonus_rules_enterprise on hotel_saving_bonus_rules (enterprise_id, sort);
