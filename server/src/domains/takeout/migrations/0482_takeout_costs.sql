-- A takeout booking (presave) is charged to a cost centre and project (issue 15, decision 0480); the order reads
-- them through its presave.
alter table takeout_presaves
  add column cost_center_id int references cost_centers (id),
  add column cost_center_name text not null default '',
  add column project_id int references projects (id),
  add column project_name text not null default '';

-- A takeout order over a warning budget goes to the enterprise's takeout flow (product 8) like the other products.
alter table order_approval_flows drop constraint order_approval_flows_product_type_check;
alter table order_approval_flows add constraint order_approval_flows_product_type_check check (product_type in (1, 5, 6, 7, 8));
