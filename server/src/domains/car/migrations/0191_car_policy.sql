-- The car standard's verdict kept on the order (issue 19, domain/policy/car.ts).
alter table car_orders
  add column is_over_standard boolean not null default false,
  add column policy_rule text not null default '';
