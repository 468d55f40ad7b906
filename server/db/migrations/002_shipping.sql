-- Where the shop ships and how: countries (with zones and address rules), carriers priced per zone,
-- collection points, and vouchers.

create table countries (
  id_country serial primary key,
  iso_code text not null unique,
  is_eu boolean not null,
  zone text not null,
  zip_pattern text,
  zip_example text,
  needs_state boolean not null default false,
  vat_prefix text,
  call_prefix text not null,
  position integer not null default 0
);

create table country_lang (
  id_country integer not null references countries (id_country) on delete cascade,
  lang text not null,
  name text not null,
  primary key (id_country, lang)
);

create table states (
  id_country integer not null references countries (id_country) on delete cascade,
  iso_code text not null,
  name text not null,
  primary key (id_country, iso_code)
);

create table carriers (
  id_carrier integer primary key,
  carrier_key text not null unique,
  name text not null,
  is_pickup boolean not null default false,
  free_shipping_applies boolean not null default true,
  position integer not null default 0
);

create table carrier_lang (
  id_carrier integer not null references carriers (id_carrier) on delete cascade,
  lang text not null,
  delay text not null,
  primary key (id_carrier, lang)
);

create table carrier_zone_prices (
  id_carrier integer not null references carriers (id_carrier) on delete cascade,
  zone text not null,
  price numeric(12, 2) not null,
  primary key (id_carrier, zone)
);

create table pudos (
  id_pudo integer primary key,
  name text not null,
  country_iso text not null,
  city text not null,
  postcode text not null,
  address text not null,
  latitude double precision not null,
  longitude double precision not null,
  opening_hours jsonb not null,
  search_text text not null default ''
);
create index pudos_country on pudos (country_iso);

create table vouchers (
  id_cart_rule serial primary key,
  code text not null unique,
  names jsonb not null,
  voucher_type text not null check (voucher_type in ('percentage', 'amount', 'free_shipping')),
  value numeric(12, 2) not null default 0,
  min_amount numeric(12, 2) not null default 0,
  valid_from date not null,
  valid_to date not null,
  active boolean not null default true
);
