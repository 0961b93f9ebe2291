-- externalNeedTravelBill is one of the enterprise's app config flags (enterprise_app_config, decision 0146):
-- read from there, not kept twice.
alter table travel_apply_settings drop column external_need_travel_bill;
