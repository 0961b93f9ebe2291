-- Daily applications (日常申请) and the guangxin travel bill (出差单 by legs) are travel applications of another
-- kind and variant: one model, one flow, one set of actions (decisions 0320 and 0322).
alter table travel_applications add column kind text not null default 'travel' check (kind in ('travel', 'daily'));
alter table travel_applications add column variant text not null default 'standard' check (variant in ('standard', 'guangxin'));
-- daily: the kind of expense (业务招待, 会议, ...); guangxin: the trip type (业务拓展, 项目实施, ...)
alter table travel_applications add column category text not null default '';
-- guangxin: the itinerary leg by leg [{"fromCity": "北京", "toCity": "上海", "date": "2026-12-01", "product": "flight"}]
alter table travel_applications add column legs jsonb not null default '[]';
-- Which form the enterprise's 新建出差申请 opens: the standard one or the guangxin travel bill.
alter table travel_apply_settings add column form_variant text not null default 'standard' check (form_variant in ('standard', 'guangxin'));
