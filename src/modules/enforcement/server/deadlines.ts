// The module's contribution to the platform deadline sources (src/server/deadlines/sources.ts): every pending
// hearing (its date) and every open appeal deadline of a served judgement or ruling (derived by
// shared/appealRules.ts when the stage was saved, the derivation kept with it), of litigations not closed.
import type { DeadlineItem, DeadlineSource } from '../../../server/deadlines/sources';

const KIND = { hearing: '开庭', judgement: '判决上诉期限', ruling: '裁定上诉期限' } as Record<string, string>;

export const litigationDeadlines: DeadlineSource = async (tx, q) => {
  const params: unknown[] = [q.to];
  let where = `s.due_date is not null and not s.done and g.status <> 'closed' and s.kind in ('hearing', 'judgement', 'ruling') and s.due_date <= $1::date`;
  if (q.from) where += ` and s.due_date >= $${params.push(q.from)}::date`;
  if (q.userId !== undefined) where += ` and g.handler_id = $${params.push(q.userId)}`;
  const r = await tx.query<{ id: number; litigation_id: number; kind: string; due: string; derivation: string[]; case_no: string | null; cause: string; defendant: string | null; handler_id: number | null }>(
    `select s.id, s.litigation_id, s.kind, to_char(s.due_date, 'YYYY-MM-DD') as due, s.derivation, g.case_no, g.cause, g.defendant, g.handler_id
       from litigation_stages s join litigations g on g.id = s.litigation_id
      where ${where} and s.tenant_id = $${params.push(q.tenantId)}
      order by s.due_date, s.id`,
    params,
  );
  return r.rows.map(
    (s): DeadlineItem => ({
      source: s.kind === 'hearing' ? 'hearing' : 'appeal',
      sourceId: String(s.id),
      kind: KIND[s.kind],
      title: [s.case_no || '（暂无案号）', s.cause, s.defendant].filter(Boolean).join(' · '),
      dueDate: s.due,
      derivation: s.derivation,
      userIds: s.handler_id ? [s.handler_id] : [],
      link: `/proceed/stages?litigationId=${s.litigation_id}`,
    }),
  );
};
