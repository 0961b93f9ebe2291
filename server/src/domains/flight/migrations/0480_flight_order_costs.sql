-- Flight orders carry the picked cost centre and project by id (issue 15, decision 0480); the names stay as shown.
-- The travel application is orders.travel_apply_no (0151).
alter table flight_orders
  add column cost_center_id int references cost_centers (id),
  add column project_id int references projects (id);
