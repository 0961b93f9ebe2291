-- The app configuration flags of catalogue section 3, one row per enterprise (none: the defaults of
-- decision 0146).
create table enterprise_app_config (
  enterprise_id int primary key references enterprises (id),
  car_reason_required_code text not null default '',
  temporary_car_not_need_reason boolean not null default false,
  open_saving_bonus boolean not null default false,
  provisional_budget boolean not null default false,
  is_dynamic_standard boolean not null default false,
  is_channel_customer boolean not null default false,
  car_service_provider text not null default '',
  is_didi_entrance boolean not null default false,
  external_need_travel_bill boolean not null default false,
  project_center_secondary_confirmation boolean not null default false,
  close_home_biz_trip_tip boolean not null default false,
  hotel_upgrade_room_checked boolean not null default false,
  international_air_service_group_id text not null default '',
  default_group_id text not null default '',
  international_group_id text not null default ''
);
