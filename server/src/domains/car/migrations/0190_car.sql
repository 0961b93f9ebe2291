-- Car hire (issue 19, product type 7): the car part of an order, the enterprise's car reason rules, points a member hid.

create table car_settings (
  enterprise_id int primary key references enterprises (id),
  -- carReasonRequiredCode: the use types (1 immediate .. 6 daily rental) that need a reason
  reason_required_use_types smallint[] not null default '{}',
  -- temporaryCarNotNeedReason: immediate and scheduled rides never need one
  temporary_car_not_need_reason boolean not null default false
);

create table car_orders (
  order_id bigint primary key references orders (id),
  use_type smallint not null check (use_type between 1 and 6),
  car_type smallint not null check (car_type between 1 and 3),
  city_code text not null,
  city_name text not null,
  start_name text not null,
  start_address text not null,
  start_lon double precision not null,
  start_lat double precision not null,
  end_name text not null,
  end_address text not null,
  end_lon double precision not null,
  end_lat double precision not null,
  depart_time timestamptz,
  -- when the provider starts looking for a car (now, or shortly before a scheduled departure)
  called_at timestamptz not null,
  metres int not null,
  minutes int not null,
  estimate_fen bigint not null,
  final_fen bigint,
  cancel_fee_fen bigint not null default 0,
  ride_phase text not null check (ride_phase in ('dispatching', 'arriving', 'waiting', 'onTrip', 'finished', 'cancelled')),
  supplier text not null,
  driver jsonb,
  reason_code text not null default '',
  reason text not null default '',
  passenger_phone text not null
);

create table car_hidden_points (
  member_id int not null references members (id),
  name text not null,
  primary key (member_id, name)
);
