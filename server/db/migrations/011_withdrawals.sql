-- The EU withdrawal function (Art. 11a Consumer Rights Directive): a consumer withdraws from an order, or cancels it
-- before it ships, online and without an account. Each withdrawal is kept with the time it was received (with time
-- zone: the acknowledgement states it), who gave it, the e-mail the acknowledgement went to, and its lines.
--
-- The withdrawal period runs from delivery: orders get the moment they were delivered. Orders delivered before this
-- migration take it from their history (the latest 'delivered' entry), else from their last change.
alter table orders add column delivered_at timestamptz;
update orders o
   set delivered_at = coalesce((select max(h.date_add) from order_history h where h.id_order = o.id_order and h.status = 'delivered'), o.date_upd)
 where o.status = 'delivered' or exists (select 1 from order_history h where h.id_order = o.id_order and h.status = 'delivered');

create table withdrawals (
  id_withdrawal serial primary key,
  id_order integer not null references orders (id_order) on delete cascade,
  -- 'withdrawal': from a shipped or delivered order (the goods come back); 'cancellation': the whole order, before it
  -- shipped (it was cancelled with it).
  kind text not null check (kind in ('withdrawal', 'cancellation')),
  received_at timestamptz not null default now(),
  -- The consumer's name as they gave it, and the address the acknowledgement was sent to.
  name text not null check (length(name) between 1 and 200),
  email text not null,
  reason text check (length(reason) <= 500),
  lang text not null,
  -- Where the acknowledgement told the consumer to send the goods (one line per address line); null for a
  -- cancellation, which has nothing to send back.
  return_address text
);
create index withdrawals_order on withdrawals (id_order, received_at);
-- An order is cancelled once: a second cancellation cannot be recorded even by a path that forgot the order's lock.
create unique index withdrawals_one_cancellation on withdrawals (id_order) where kind = 'cancellation';

create table withdrawal_lines (
  id_withdrawal integer not null references withdrawals (id_withdrawal) on delete cascade,
  id_order_detail integer not null references order_details (id_order_detail) on delete cascade,
  quantity integer not null check (quantity > 0),
  primary key (id_withdrawal, id_order_detail)
);
create index withdrawal_lines_detail on withdrawal_lines (id_order_detail);
