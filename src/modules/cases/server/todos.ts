// The workbench to-do of cases: cases ready to be filed (待递交), linking to the case list filtered by that status.
import type { TodoSource } from '../../../server/todos/sources';

export const caseTodos: TodoSource = async (tx, ctx) => {
  if (!ctx.permissions.has('caseList')) return [];
  const r = await tx.query<{ n: number }>(`select count(*)::int as n from cases where deleted_at is null and case_status = '待递交'`);
  return [{ key: 'toFile', label: { zh: '待递交的案件', en: 'Cases to file' }, count: r.rows[0].n, link: `/brand/caseList?caseStatus=${encodeURIComponent('待递交')}`, tone: 'warning' }];
};
