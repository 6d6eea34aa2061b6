-- Designed forms (issue 11): files on proposal forms and default fees from the fee standards.
-- A file a client uploads through a proposal form's public link (no sign-in) is an upload of the form's tenant with
-- no user; it records the form, so a proposal may name only files sent through its own form's link.
alter table uploads add column proposal_form_id integer references case_form_designs(id);
create index uploads_proposal_form_idx on uploads (proposal_form_id, created_at) where proposal_form_id is not null;

-- A designed form's default fees are no longer typed amounts (settings.defaultFees) but picked fee standards
-- (settings.feeStandards), computed for each new case on its day: the typed amounts go.
update case_form_designs set settings = settings - 'defaultFees' where settings -> 'defaultFees' is not null;
update case_form_versions set settings = settings - 'defaultFees' where settings -> 'defaultFees' is not null;
