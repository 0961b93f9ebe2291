-- A reqId answers the same request again only: the body's fingerprint is kept with the claim, and a reused
-- reqId with a different body is refused as a conflict (as payment APIs do) instead of replaying the answer.
alter table idempotency_keys add column body_hash text;
