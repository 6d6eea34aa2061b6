// What official documents contribute to the platform's readers: their pending deadlines (DeadlineSource, read by the
// workbench, reports, reminders and the calendar feed through collectDeadlines) with the derivation in words, and the
// workbench to-do of unread documents. Links open exactly the rows counted (filter values in the query string).
import type { DeadlineItem, DeadlineSource } from '../../../server/deadlines/sources';
import type { DeadlineListEntry, TodoSource } from '../../../server/todos/sources';
import type { Derivation } from '../shared/deadline';

const HOW: Record<NonNullable<Derivation['service']>['how'], string> = {
  electronicDeemed: '电子送达：发文日起满 15 日视为送达',
  paperReceipt: '纸件送达：以收文日为送达日',
  paperDeemed: '纸件送达：无收文日，发文日起满 15 日视为送达',
};

/** The derivation of a deadline as lines a person can check (the 期限推导 drawer shows the same facts). */
export function derivationLines(d: Derivation | null): string[] {
  if (!d) return [];
  const lines = [`${d.typeName}，发文日 ${d.issueDate}${d.receiptDate ? `，收文日 ${d.receiptDate}` : ''}`];
  if (d.rule) lines.push(`期限规则 ${d.rule.text || '—'}（${d.rule.effectiveFrom} 起施行${d.rule.effectiveTo ? `，至 ${d.rule.effectiveTo}` : ''}）`);
  if (d.service) lines.push(`送达日 ${d.service.date}（${HOW[d.service.how]}）`);
  for (const s of d.steps) lines.push(`${s.from} + ${s.period} = ${s.to}`);
  for (const r of d.rolled) lines.push(`${r.date} 为${r.why === 'holiday' ? `法定节假日（${r.name ?? ''}）` : '周末'}，顺延`);
  if (d.adjustedWorkday) lines.push(`${d.adjustedWorkday} 为调休工作日，不顺延`);
  if (d.calendarMissingYears.length) lines.push(`${d.calendarMissingYears.join('、')} 年缺节假日数据，仅按周末顺延`);
  if (d.deadline) lines.push(`官方期限 ${d.deadline}`);
  if (d.legalBasis) lines.push(`依据：${d.legalBasis}`);
  return lines;
}

interface Row { id: number; type_name: string; tm_name: string | null; app_no: string | null; deadline: string; derivation: Derivation | string | null; uploader: number | null }

/** Pending, not deleted documents with a deadline in the range (the rows of 期限监控). */
export const officialDeadlines: DeadlineSource = async (tx, q) => {
  const params: unknown[] = [q.to];
  const from = q.from ? `and d.deadline >= $${params.push(q.from)}::date` : '';
  const mine = q.userId ? `and u.user_id = $${params.push(q.userId)}` : '';
  const r = await tx.query<Row>(
    `select d.id, t.name as type_name, d.tm_name, d.app_no, to_char(d.deadline, 'YYYY-MM-DD') as deadline, d.derivation, u.user_id as uploader
       from official_documents d
       join official_doc_types t on t.tenant_id = d.tenant_id and t.code = d.type_code
       left join official_uploads u on u.id = d.upload_id and u.tenant_id = d.tenant_id
      where d.deleted_at is null and d.status = 'pending' and d.deadline is not null and d.deadline <= $1::date ${from} ${mine}
      order by d.deadline, d.id`,
    params,
  );
  return r.rows.map((d): DeadlineItem => {
    const derivation = (typeof d.derivation === 'string' ? JSON.parse(d.derivation) : d.derivation) as Derivation | null;
    const about = [d.tm_name, d.app_no].filter(Boolean).join(' ');
    const query = new URLSearchParams({ deadline: `${d.deadline},${d.deadline}`, ...(d.app_no ? { appNo: d.app_no } : {}) });
    return {
      source: 'official',
      sourceId: String(d.id),
      kind: d.type_name,
      title: about ? `${d.type_name} · ${about}` : d.type_name,
      dueDate: d.deadline,
      derivation: derivationLines(derivation),
      userIds: d.uploader ? [d.uploader] : [],
      link: `/brand/deadlineMonitor?${query}`,
    };
  });
};

/** 期限监控 shows the pending documents with a deadline: up to a day, overdue included. */
export const officialDeadlineLinks: Record<string, DeadlineListEntry> = {
  official: {
    label: { zh: '官文期限', en: 'Official document deadlines' },
    link: ({ to }) => `/brand/deadlineMonitor?deadline=,${to}`,
    permission: 'officialDeadline',
  },
};

/** Unread documents (not deleted) of each right, for holders of its list permission: its list filtered by 未读. */
export const officialTodos: TodoSource = async (tx, ctx) => {
  const rights = [
    { right: 'trademark', permission: 'officialList', key: 'unreadDocs', label: { zh: '未读官文', en: 'Unread official documents' }, link: '/brand/filesAll?isRead=false' },
    { right: 'copyright', permission: 'copyrightOfficialList', key: 'unreadCopyrightDocs', label: { zh: '未读版权官文', en: 'Unread copyright documents' }, link: '/copyRight/officeFile?isRead=false' },
  ].filter((r) => ctx.permissions.has(r.permission));
  if (!rights.length) return [];
  const r = await tx.query<{ right_type: string; n: number }>(
    `select right_type, count(*)::int as n from official_documents where deleted_at is null and not is_read and right_type = any($1::text[]) group by 1`,
    [rights.map((x) => x.right)],
  );
  const counts = new Map(r.rows.map((x) => [x.right_type, x.n]));
  return rights.map((x) => ({ key: x.key, label: x.label, count: counts.get(x.right) ?? 0, link: x.link, tone: 'normal' as const }));
};
