-- Refunds owed to shoppers. Money a payment took must go back when its order is cancelled after being paid, or
-- when the gateway approves a payment whose order had already been cancelled (the shopper paid on the hosted page
-- while a cancel or a new checkout attempt replaced the order). Such a late approval still turns the payment
-- 'approved' — it is the truth about the money, even though the payment had been marked 'canceled' by us.
-- refund_status: null when nothing is owed; 'due' until the money has gone back through the gateway (by staff or a
-- refund job, which then sets 'refunded').
alter table payments add column refund_status text check (refund_status in ('due', 'refunded'));
alter table payments add column refund_requested_at timestamptz;
create index payments_refunds_due on payments (refund_requested_at) where refund_status = 'due';
