-- Risk monitoring, the rest of issue 16 (spec 2.10): a hit planned for opposition (拟提异议) keeps the demand or the
-- opposition case that was created from it; the hit list shows them (deleted ones drop out, so the hit can be planned
-- again) and the watch's kind (hits of an applicant watch have no watched mark to compare). risk_marks_view is
-- /risk/riskBrands (风险商标): one row per domestic public mark that hit any watch, with its highest risk level, the
-- watches it hit, and the earliest opposition deadline of its open hits.

alter table risk_hits add column demand_id integer references demands(id) on delete set null;
alter table risk_hits add column case_id integer references cases(id) on delete set null;
create index risk_hits_demand_idx on risk_hits (demand_id) where demand_id is not null;
create index risk_hits_case_idx on risk_hits (case_id) where case_id is not null;
create index risk_hits_mark_idx on risk_hits (tenant_id, mark_id);

drop view risk_hits_view;
create view risk_hits_view with (security_invoker = true) as
  select h.*, w.name as watch_name, w.kind as watch_kind, w.country, m.tm_name, m.app_no, m.tm_cl, m.applicant, m.announcement_type,
         m.announcement_issue, m.announcement_date, d.demand_no, c.case_no,
         case when c.id is not null then 'case' when d.id is not null then 'demand' end as opposed_by
    from risk_hits h join risk_watches w on w.id = h.watch_id join public_marks m on m.id = h.mark_id
    left join demands d on d.id = h.demand_id and d.deleted_at is null
    left join cases c on c.id = h.case_id and c.deleted_at is null;

create view risk_marks_view with (security_invoker = true) as
  select m.id, m.tenant_id, m.tm_name, m.app_no, m.tm_cl, m.applicant, m.announcement_type, m.announcement_issue,
         m.announcement_date, x.risk_level, x.score, x.hit_count, x.new_hit_count, x.watch_names, x.opposition_end,
         x.last_hit_at
    from (
      select h.mark_id,
             (array['low', 'medium', 'high'])[max(case h.risk_level when 'high' then 3 when 'medium' then 2 else 1 end)] as risk_level,
             max(h.score) as score,
             count(*)::integer as hit_count,
             (count(*) filter (where h.status = 'new'))::integer as new_hit_count,
             string_agg(distinct w.name, '、') as watch_names,
             min(h.opposition_end) filter (where h.status in ('new', 'oppositionPlanned')) as opposition_end,
             max(h.created_at) as last_hit_at
        from risk_hits h join risk_watches w on w.id = h.watch_id
       where w.country = 'CN'
       group by h.mark_id
    ) x join public_marks m on m.id = x.mark_id;
