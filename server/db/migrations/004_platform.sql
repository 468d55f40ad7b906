-- What the API itself needs: runtime settings, redirects, idempotency records, throttling counters, mail outbox.

create table settings (
  name text primary key,
  value jsonb not null
);

create table redirects (
  from_path text primary key,
  to_path text not null,
  status integer not null default 301 check (status in (301, 302))
);

-- One record per (scope, key): scope is the session (or the client address without one). status_code is null
-- while the first request is still running.
create table idempotency_keys (
  scope text not null,
  idem_key text not null,
  call_name text not null,
  request_hash text not null,
  status_code integer,
  body jsonb,
  created_at timestamptz not null default now(),
  primary key (scope, idem_key)
);
create index idempotency_age on idempotency_keys (created_at);

create table throttle_hits (
  bucket text not null,
  window_start timestamptz not null,
  hits integer not null default 0,
  primary key (bucket, window_start)
);

create table mail_outbox (
  id_mail serial primary key,
  to_email text not null,
  subject text not null,
  html text not null,
  text_body text not null,
  kind text not null,
  lang text not null,
  date_add timestamptz not null default now()
);
create index mail_outbox_to on mail_outbox (to_email, id_mail desc);
