-- Car orders are charged to a cost centre and project (issue 15, decision 0480); the travel application is
-- orders.travel_apply_no (0151).
alter table car_orders
  add column cost_center_id int references cost_centers (id),
  add column cost_center_name text not null default '',
  add column project_id int references projects (id),
  add column project_name text not null default '';
