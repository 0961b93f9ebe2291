-- 选座/选铺 (issue 16, decision 0342): each passenger's seat letter (A–F) or berth (L 下铺, M 中铺, U 上铺) wish; '' 不限.
alter table train_order_passengers add column seat_preference text not null default '';
