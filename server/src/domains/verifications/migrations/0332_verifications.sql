-- Student/teacher verification (decision 0332): the schools the provider knows, and each member's latest answer.
create table campus_schools (
  code text primary key,
  name text not null unique
);
create table campus_verifications (
  member_id int primary key references members (id),
  role text not null check (role in ('student', 'teacher')),
  name text not null,
  school text not null,
  number text not null,
  enroll_year int,
  card_image_url text not null,
  status text not null check (status in ('verified', 'rejected')),
  reason text not null default '',
  provider text not null,
  valid_until date,
  updated_at timestamptz not null default now()
);

-- Facial verification (decision 0333): one row per attempt; a VerifyId takes one photo within 10 minutes.
create table face_verifications (
  verify_id text primary key,
  member_id int not null references members (id),
  enterprise_id int not null references enterprises (id),
  scene text not null check (scene in ('self', 'newUser')),
  name text not null,
  id_no_masked text not null,
  id_no_hash text not null,
  -- the number itself only until the photo is compared (then null)
  id_no text,
  phone text not null default '',
  status text not null default 'pending' check (status in ('pending', 'passed', 'failed')),
  score int,
  reason text not null default '',
  photo_url text,
  provider text not null,
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  submitted_at timestamptz
);
create index face_verifications_member on face_verifications (member_id, created_at desc);
