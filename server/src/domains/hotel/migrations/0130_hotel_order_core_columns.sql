-- The hotel part hands the columns every product's order has to the order core (orders, 0125_order_core.sql).
-- The wire keeps PayMethod 'hotel' (到店付); the core stores it as 'onSite' (pay at the supplier).
update orders o set
  pay_amount_fen = h.pay_amount_fen,
  pay_method = case when h.pay_method = 'hotel' then 'onSite' else h.pay_method end,
  paid_fen = h.paid_fen,
  refunded_fen = h.refunded_fen,
  pay_deadline = h.pay_deadline,
  cancel_type = h.cancel_type,
  free_cancel_until = h.free_cancel_until,
  penalty_fen = h.penalty_fen,
  need_approval = h.need_approval,
  is_private = h.is_private
from hotel_orders h where h.order_id = o.id;

alter table hotel_orders
  drop column pay_amount_fen,
  drop column pay_method,
  drop column paid_fen,
  drop column refunded_fen,
  drop column pay_deadline,
  drop column cancel_type,
  drop column free_cancel_until,
  drop column penalty_fen,
  drop column need_approval,
  drop column is_private;
