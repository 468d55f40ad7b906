-- Mail that is never lost (issue 24): every message is written to mail_outbox in the transaction of the change it
-- tells of; with a transport configured (SMTP_URL) a delivery worker in each API process claims queued messages
-- (FOR UPDATE SKIP LOCKED, a lease), sends them and records the outcome. Without one, the outbox is where mail ends
-- (the demo's /sandbox/mail): state 'sandbox'. Messages written before this migration are such.
alter table mail_outbox
  add column state text not null default 'sandbox' check (state in ('sandbox', 'queued', 'sending', 'sent', 'failed')),
  add column attempts integer not null default 0,
  -- queued: not before this; sending: the claim lapses at this moment (a process that died mid-send).
  add column due_at timestamptz not null default now(),
  add column sent_at timestamptz,
  add column last_error text;

-- The worker's one question: which message is due next.
create index mail_outbox_due on mail_outbox (due_at) where state in ('queued', 'sending');
