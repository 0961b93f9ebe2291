-- An order that only carries a charge for another order (a flight's 改签补款 order, decision 0400) is never a trip:
-- the order it pays for is the trip (issue 34; decision 0640). transition() keeps is_trip false for it.
alter table orders add column is_charge_only boolean not null default false;
