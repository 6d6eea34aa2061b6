// The module's dated obligations and to-dos: a hit still new or with an opposition planned keeps its opposition
// deadline (the 3-month window of the 初审公告, public-marks/shared/opposition.ts) among the platform deadlines, linked
// to the case or demand planned from it; the workbench counts the new hits and the planned oppositions whose window
// is still open.
import type { DeadlineItem, DeadlineSource } from '../../../server/deadlines/sources';
import type { DeadlineListEntry, TodoSource } from '../../../server/todos/sources';
import { OPPOSITION_RULES, oppositionRuleOn } from '../../public-marks/server';

const OPEN = `h.status in ('new', 'oppositionPlanned') and h.opposition_end is not null`;

export const riskDeadlines: DeadlineSource = async (tx, q) => {
  const params: unknown[] = [q.to, q.tenantId];
  let where = `${OPEN} and h.opposition_end <= $1::date and h.tenant_id = $2`;
  if (q.from) where += ` and h.opposition_end >= $${params.push(q.from)}::date`;
  if (q.userId !== undefined) where += ` and w.created_by = $${params.push(q.userId)}`;
  const r = await tx.query<{ id: number; due: string; status: string; watch_name: string; tm_name: string; app_no: string; ann_date: string | null; country: string; created_by: number | null; demand_id: number | null; case_no: string | null }>(
    `select h.id, to_char(h.opposition_end, 'YYYY-MM-DD') as due, h.status, w.name as watch_name, m.tm_name, m.app_no, w.country,
            to_char(m.announcement_date, 'YYYY-MM-DD') as ann_date, w.created_by, d.id as demand_id, c.case_no
       from risk_hits h join risk_watches w on w.id = h.watch_id join public_marks m on m.id = h.mark_id
       left join demands d on d.id = h.demand_id and d.deleted_at is null
       left join cases c on c.id = h.case_id and c.deleted_at is null
      where ${where} order by h.opposition_end, h.id`,
    params,
  );
  return r.rows.map((h): DeadlineItem => {
    const rule = (h.ann_date && oppositionRuleOn(h.ann_date)) || OPPOSITION_RULES[OPPOSITION_RULES.length - 1];
    // a planned opposition opens what it created: the case, else the demand, else the hit in its list
    const link = h.case_no
      ? `/brandManage/case-detail?caseNo=${encodeURIComponent(h.case_no)}`
      : h.demand_id
        ? `/brand/demandDetail?id=${h.demand_id}`
        : `${h.country === 'CN' ? '/risk/brandList' : '/tool/overseasMonitor'}?tmName=${encodeURIComponent(h.tm_name)}`;
    return {
      source: 'riskOpposition',
      sourceId: String(h.id),
      kind: h.status === 'oppositionPlanned' ? '拟提异议' : '异议期（监控命中）',
      title: `${h.tm_name}（${h.app_no}）近似“${h.watch_name}”`,
      dueDate: h.due,
      derivation: [`初审公告日 ${h.ann_date ?? '—'}`, `异议期 ${rule.months} 个月（${rule.basis}）`, `截止 ${h.due}`],
      userIds: h.created_by ? [h.created_by] : [],
      link,
    };
  });
};

export const riskDeadlineLinks: Record<string, DeadlineListEntry> = {
  riskOpposition: { label: { zh: '监控异议期', en: 'Opposition windows of hits' }, link: ({ to }) => `/risk/brandList?status=new,oppositionPlanned&oppositionEnd=,${to}`, permission: 'riskList' },
};

export const riskTodos: TodoSource = async (tx, ctx) => {
  if (!ctx.permissions.has('riskList')) return [];
  const r = await tx.query<{ fresh: number; planned: number }>(
    `select count(*) filter (where h.status = 'new')::int as fresh,
            count(*) filter (where h.status = 'oppositionPlanned' and h.opposition_end >= $1::date)::int as planned
       from risk_hits h join risk_watches w on w.id = h.watch_id where w.country = 'CN'`,
    [ctx.today],
  );
  const { fresh, planned } = r.rows[0];
  return [
    { key: 'newHits', label: { zh: '待处理监控结果', en: 'New monitoring hits' }, count: fresh, link: '/risk/brandList?status=new', tone: 'warning' },
    { key: 'plannedOppositions', label: { zh: '拟提异议（异议期内）', en: 'Planned oppositions' }, count: planned, link: `/risk/brandList?status=oppositionPlanned&oppositionEnd=${ctx.today},`, tone: 'danger' },
  ];
};
