-- Several server processes share one database: a job runs in the process holding its lease, at most once
-- per interval; a process that dies loses the lease when it expires.
create table job_leases (
  name text primary key,
  holder text not null,
  until timestamptz not null
);
