-- Each passenger's ticket on a flight order has its own state (decision 0790): Valid (已出票) until it is refunded
-- (已退票) or changed (已改签) on its own, with the fee and refund it got; the order stays 已出票 for the others.
alter table flight_order_passengers add column ticket_status text not null default 'Valid' check (ticket_status in ('Valid', 'Refunded', 'Changed'));
alter table flight_order_passengers add column fee_fen bigint not null default 0;
alter table flight_order_passengers add column refund_fen bigint not null default 0;
