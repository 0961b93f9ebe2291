-- A bill's project (projectBelong) and the member it reimburses when the applicant files for a colleague
-- (checkReimbursementMember), decision 0314.
alter table expense_bills add column project_id int references projects (id);
alter table expense_bills add column reimbursed_member_id int references members (id);
