-- One claim of a kind on a policy at a time (issue 31, decision 0575): a flight-delay policy pays one delay, and
-- parallel taps on 提交理赔 file one claim, not eight that are each paid. A refused claim (已拒赔) does not count:
-- the insured may file again with better materials.
create unique index insurance_claims_one_live_per_kind on insurance_claims (policy_id, kind) where status <> 'Rejected';
