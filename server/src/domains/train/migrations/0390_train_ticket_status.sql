-- Per-ticket refund and change (issue 16, decision 0390): each passenger's ticket ends on its own; the order stays
-- issued while other tickets are valid. changed_to_order_id: the order of the new ticket; changed_from_passenger_id:
-- on the new order's passenger, the ticket it replaced.
alter table train_order_passengers
  add column ticket_status text not null default 'Valid' check (ticket_status in ('Valid', 'Refunded', 'Changed')),
  add column fee_fen bigint not null default 0,
  add column refund_fen bigint not null default 0,
  add column changed_to_order_id bigint references orders (id),
  add column changed_from_passenger_id bigint references train_order_passengers (id);
