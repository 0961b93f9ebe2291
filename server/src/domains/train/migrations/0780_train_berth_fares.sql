-- Berth fares (issue 33, decision 0780): a sleeper ticket is charged the 下铺 fare and, once issued on a cheaper berth
-- (中铺/上铺), the difference is refunded. fare_fen is the ticket's fare after issue (null until issued: the order's
-- price_fen), berth_refund_fen the difference refunded at issue.
alter table train_order_passengers add column fare_fen integer check (fare_fen is null or fare_fen >= 0);
alter table train_order_passengers add column berth_refund_fen integer not null default 0 check (berth_refund_fen >= 0);
