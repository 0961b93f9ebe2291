-- Images members upload (feedback pictures). Kept in the database so every server process behind a load
-- balancer serves them; the id is random (the URL cannot be guessed) and only the uploader may attach it.
create table uploads (
  id text primary key check (id ~ '^[0-9a-f]{32}$'),
  member_id int not null references members (id),
  content_type text not null,
  byte_size int not null,
  bytes bytea not null,
  created_at timestamptz not null default now()
);
create index uploads_member on uploads (member_id, created_at desc);

-- Feedback may carry up to 3 of the member's uploads (their served paths).
alter table feedback add column image_urls jsonb not null default '[]';
