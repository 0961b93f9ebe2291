-- Train orders carry their cost attribution and travel application (issue 16, decision 0223).
alter table train_orders
  add column cost_center_id int references cost_centers (id),
  add column cost_center_name text not null default '',
  add column project_id int references projects (id),
  add column project_name text not null default '',
  add column travel_apply_no text not null default '';
