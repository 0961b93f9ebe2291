-- Flights (product type 5, decision 0170): seat inventory of the simulated channel per flight, date and
-- booking class (a row appears at the first booking with the class's default seats), and each flight
-- order's own part: segments (with their fare rules) and passengers (with ticket numbers per segment).
create table flight_seats (
  flight_no text not null,
  depart_date date not null,
  booking_class text not null,
  seats_left int not null check (seats_left >= 0),
  primary key (flight_no, depart_date, booking_class)
);

create table flight_orders (
  order_id bigint primary key references orders (id),
  is_international boolean not null,
  contact_name text not null,
  contact_phone text not null,
  cost_center_name text not null default '',
  project_name text not null default '',
  is_over_standard boolean not null default false,
  over_standard_reason text not null default ''
);

create table flight_order_segments (
  order_id bigint not null references orders (id),
  seq smallint not null,
  fare_id text not null,
  flight_no text not null,
  airline_name text not null,
  depart_city_name text not null,
  arrive_city_name text not null,
  depart_airport_name text not null,
  depart_terminal text not null,
  arrive_airport_name text not null,
  arrive_terminal text not null,
  depart_time text not null,
  arrive_time text not null,
  depart_at timestamptz not null,
  cabin_name text not null,
  booking_class text not null,
  price_fen bigint not null,
  tax_fen bigint not null,
  rules jsonb not null,
  change_notice text not null default '',
  is_involuntary boolean not null default false,
  primary key (order_id, seq)
);

create table flight_order_passengers (
  order_id bigint not null references orders (id),
  seq smallint not null,
  name text not null,
  id_type smallint not null check (id_type in (1, 2)),
  id_no text not null,
  phone text not null default '',
  member_id int references members (id),
  ticket_nos jsonb not null default '[]',
  primary key (order_id, seq)
);
create index flight_order_passengers_member on flight_order_passengers (member_id);
