-- Free cancellation per rate (issue 33, decision 0771): a free-cancel rate (cancel_type 1) ends its free cancellation
-- at 18:00 on the arrival day (0) or the day before (1). The 标准价 and 到店付 rates: the arrival day.
alter table hotel_rate_plans add column free_cancel_days_before smallint not null default 1 check (free_cancel_days_before in (0, 1));
update hotel_rate_plans set free_cancel_days_before = 0 where name in ('标准价', '到店付（信用卡担保）');
