-- Claims go on after 审核中 (issue 17, decision 0401): the insurer asks for materials (需补充材料), approves (审核通过,
-- with the amount it pays) and pays (已赔付), or refuses with a reason (已拒赔). asks counts its requests for
-- materials; moved_at is when the claim last changed status (the simulated insurer answers some time after).
alter table insurance_claims drop constraint insurance_claims_status_check;
alter table insurance_claims add constraint insurance_claims_status_check check (status in ('Submitted', 'NeedMaterials', 'Reviewing', 'Approved', 'Paid', 'Rejected'));
alter table insurance_claims add column insurer_note text not null default '';
alter table insurance_claims add column approved_fen bigint;
alter table insurance_claims add column asks smallint not null default 0;
alter table insurance_claims add column moved_at timestamptz not null default now();
create index insurance_claims_open on insurance_claims (status, moved_at) where status in ('Reviewing', 'Approved');
