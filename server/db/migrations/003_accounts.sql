-- Customers and what belongs to them: sessions, addresses, carts, orders and payments, returns, reviews,
-- wishlist, loyalty points, password resets and newsletter subscriptions.

create table customers (
  id_customer serial primary key,
  email text not null,
  -- null for a guest (a customer record created by a guest checkout; registering later sets it).
  passwd text,
  is_guest boolean not null default false,
  firstname text not null,
  lastname text not null,
  gender text check (gender in ('m', 'f')),
  birthday date,
  newsletter boolean not null default false,
  newsletter_sections jsonb not null default '[]',
  order_notifications boolean not null default true,
  commercial_consent boolean not null default false,
  lang text not null default 'en',
  date_add timestamptz not null default now(),
  date_upd timestamptz not null default now()
);
-- E-mails are stored lowercased; a registered address is unique, guests may repeat.
create unique index customers_email on customers (email) where not is_guest;
create index customers_guest_email on customers (email) where is_guest;

-- token_hash = sha256 of the cookie value: a leaked table does not give sessions away.
create table sessions (
  id_session serial primary key,
  token_hash text not null unique,
  id_customer integer references customers (id_customer) on delete set null,
  -- The guest customer created by a guest checkout in this session.
  id_guest integer references customers (id_customer) on delete set null,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index sessions_expiry on sessions (expires_at);

create table addresses (
  id_address serial primary key,
  id_customer integer not null references customers (id_customer) on delete cascade,
  alias text not null,
  company text not null default '',
  firstname text not null,
  lastname text not null,
  address1 text not null,
  house_number text not null default '',
  address2 text not null default '',
  postcode text not null default '',
  city text not null,
  state_iso text,
  id_country integer not null references countries (id_country),
  phone text not null default '',
  vat_number text not null default '',
  tax_code text not null default '',
  pec text not null default '',
  sdi text not null default '',
  address_type text not null default 'shipping' check (address_type in ('shipping', 'billing')),
  is_default boolean not null default false,
  date_add timestamptz not null default now(),
  date_upd timestamptz not null default now()
);
create index addresses_customer on addresses (id_customer);

-- A cart is also the checkout session: addresses, carrier or collection point, message, points and gateway.
create table carts (
  id_cart serial primary key,
  id_session integer references sessions (id_session) on delete set null,
  id_customer integer references customers (id_customer) on delete cascade,
  status text not null default 'open' check (status in ('open', 'ordered')),
  id_address_delivery integer references addresses (id_address) on delete set null,
  id_address_invoice integer references addresses (id_address) on delete set null,
  id_carrier integer references carriers (id_carrier),
  id_pudo integer references pudos (id_pudo),
  delivery_message text,
  points_used integer not null default 0,
  date_add timestamptz not null default now(),
  date_upd timestamptz not null default now()
);
create index carts_customer on carts (id_customer) where status = 'open';
create index carts_session on carts (id_session) where status = 'open';

create table cart_products (
  id_cart integer not null references carts (id_cart) on delete cascade,
  id_product integer not null references products (id_product) on delete cascade,
  -- 0 when the product has no combinations.
  id_product_attribute integer not null default 0,
  quantity integer not null check (quantity > 0),
  date_add timestamptz not null default now(),
  primary key (id_cart, id_product, id_product_attribute)
);

create table cart_vouchers (
  id_cart integer not null references carts (id_cart) on delete cascade,
  id_cart_rule integer not null references vouchers (id_cart_rule) on delete cascade,
  primary key (id_cart, id_cart_rule)
);

create table orders (
  id_order serial primary key,
  reference text not null unique,
  id_customer integer not null references customers (id_customer),
  id_cart integer not null references carts (id_cart),
  lang text not null,
  status text not null,
  gateway text not null,
  total_products numeric(12, 2) not null,
  total_discounts numeric(12, 2) not null,
  total_shipping numeric(12, 2) not null,
  total_points numeric(12, 2) not null default 0,
  total_tax numeric(12, 2) not null,
  -- VAT not charged on exports (outside the EU): total_paid = products - discounts + shipping - points - this.
  total_vat_exempt numeric(12, 2) not null default 0,
  total_paid numeric(12, 2) not null,
  duties_excluded boolean not null default false,
  id_carrier integer references carriers (id_carrier),
  carrier_name text not null,
  pudo jsonb,
  delivery_message text,
  address_delivery jsonb not null,
  address_invoice jsonb not null,
  email text not null,
  points_used integer not null default 0,
  points_earned integer not null default 0,
  instalments integer not null default 1,
  date_add timestamptz not null default now(),
  date_upd timestamptz not null default now()
);
create index orders_customer on orders (id_customer, date_add desc);

create table order_details (
  id_order_detail serial primary key,
  id_order integer not null references orders (id_order) on delete cascade,
  id_product integer not null,
  id_product_attribute integer not null default 0,
  product_name text not null,
  product_reference text not null,
  attributes text not null default '',
  quantity integer not null,
  unit_price numeric(12, 2) not null,
  regular_unit_price numeric(12, 2) not null,
  total numeric(12, 2) not null,
  image_key text,
  -- Stock taken for this line at createOrder and not given back yet (0 for pre-orders and after a release).
  reserved_quantity integer not null default 0
);
create index order_details_order on order_details (id_order);

create table order_history (
  id_order_history serial primary key,
  id_order integer not null references orders (id_order) on delete cascade,
  status text not null,
  date_add timestamptz not null default now()
);

create table order_vouchers (
  id_order integer not null references orders (id_order) on delete cascade,
  code text not null,
  name text not null,
  amount numeric(12, 2) not null
);

create table payments (
  id_payment serial primary key,
  id_order integer not null references orders (id_order) on delete cascade,
  gateway text not null,
  token_hash text not null unique,
  -- Our settled status; changes once, from pending, when the outcome is applied to the order.
  status text not null check (status in ('pending', 'approved', 'declined', 'canceled')),
  -- What a sandbox provider's hosted page recorded (a real gateway keeps this on its side).
  provider_status text check (provider_status in ('pending', 'approved', 'declined', 'canceled')),
  amount numeric(12, 2) not null,
  card_brand text,
  card_last4 text,
  date_add timestamptz not null default now(),
  date_upd timestamptz not null default now()
);
create index payments_order on payments (id_order);

create table order_returns (
  id_order_return serial primary key,
  id_order integer not null references orders (id_order) on delete cascade,
  id_customer integer not null references customers (id_customer) on delete cascade,
  status text not null default 'requested',
  date_add timestamptz not null default now()
);

create table order_return_lines (
  id_order_return integer not null references order_returns (id_order_return) on delete cascade,
  id_order_detail integer not null references order_details (id_order_detail) on delete cascade,
  quantity integer not null check (quantity > 0),
  reason text not null,
  primary key (id_order_return, id_order_detail)
);

create table reviews (
  id_product_comment serial primary key,
  id_product integer not null references products (id_product) on delete cascade,
  id_customer integer references customers (id_customer) on delete set null,
  customer_name text not null,
  title text not null,
  content text not null,
  lang text not null,
  grade integer not null check (grade between 1 and 5),
  criteria jsonb not null default '{}',
  date_add timestamptz not null default now(),
  date_upd timestamptz not null default now()
);
create index reviews_product on reviews (id_product, date_add desc);
create unique index reviews_one_per_customer on reviews (id_product, id_customer) where id_customer is not null;

create table wishlist (
  id_customer integer not null references customers (id_customer) on delete cascade,
  id_product integer not null references products (id_product) on delete cascade,
  id_product_attribute integer not null default 0,
  date_add timestamptz not null default now(),
  primary key (id_customer, id_product, id_product_attribute)
);

create table loyalty_ledger (
  id_entry serial primary key,
  id_customer integer not null references customers (id_customer) on delete cascade,
  points integer not null,
  reason text not null,
  id_order integer references orders (id_order) on delete set null,
  date_add timestamptz not null default now()
);
create index loyalty_customer on loyalty_ledger (id_customer);

create table password_resets (
  token_hash text primary key,
  id_customer integer not null references customers (id_customer) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz,
  date_add timestamptz not null default now()
);

create table newsletter_subscriptions (
  email text primary key,
  lang text not null,
  id_customer integer references customers (id_customer) on delete set null,
  unsubscribe_token_hash text not null,
  date_add timestamptz not null default now()
);
