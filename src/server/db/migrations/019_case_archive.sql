-- Cases and the trademark archive (issue 10): a registration case writes one archive record per class when it is
-- submitted (dplSource 3, 由案件生成) and keeps them up to date as it moves on; archive_ids are those records, in
-- the order of the form's classes. A renewal's result moves the end date of the marks it names.
alter table cases add column archive_ids integer[] not null default '{}';
