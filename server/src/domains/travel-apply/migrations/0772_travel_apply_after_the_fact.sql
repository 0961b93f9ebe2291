-- Issue 33, decision 0772: 补申请 (a trip filed after the fact, decided like any application) and the city of each
-- day of a multi-city trip ([{"cityName": "上海", "startDate": "2026-11-20", "endDate": "2026-11-21"}]).
alter table travel_applications
  add column is_after_the_fact boolean not null default false,
  add column city_days jsonb not null default '[]';
