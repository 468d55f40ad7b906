-- Signed server-to-server payment notifications (each provider event recorded once, so a resent event changes
-- nothing) and the shopper's feedback on the checkout (one per order).

create table payment_notifications (
  gateway text not null,
  -- The provider's id of the event; providers resend an event until they get a 2xx.
  event_id text not null,
  id_payment integer not null references payments (id_payment) on delete cascade,
  status text not null check (status in ('pending', 'approved', 'declined', 'canceled')),
  -- What the event did: settled the payment, found it already settled, or left it pending; null while applying.
  result text check (result in ('settled', 'already_settled', 'pending')),
  received_at timestamptz not null default now(),
  primary key (gateway, event_id)
);
create index payment_notifications_payment on payment_notifications (id_payment);

create table checkout_feedback (
  id_order integer primary key references orders (id_order) on delete cascade,
  rating integer not null check (rating between 1 and 5),
  comment text,
  date_add timestamptz not null default now(),
  date_upd timestamptz not null default now()
);
