// Demo public trademark data: 3,000 generated marks (shared/generate.ts) so the search tools and 商标公告 show a
// working screen after npm start; the newest gazette issue is the last one before today. The figure images of the
// marks that have one come from DEMO_FIGURES figures, hashed as they are inserted (image search).
import type { Queryable } from '../../../server/db/types';
import { generateMarks } from '../shared/generate';
import { hashMarkImages, insertMarks } from './store';

export const DEMO_MARKS = 3000;
/** Figures the demo marks' images are drawn from (each variant drawn and hashed once at seed). */
export const DEMO_FIGURES = 60;

/** The gazette issue of the week before today (issue 1900 was 2024-07-06, one a week). */
export const latestIssueBefore = (today = new Date()) => 1900 + Math.floor((today.getTime() - Date.UTC(2024, 6, 6)) / (7 * 86400000));

export async function seedPublicMarks(tx: Queryable, tenantId: number): Promise<void> {
  const marks = generateMarks(DEMO_MARKS, { latestIssue: latestIssueBefore(), figures: DEMO_FIGURES });
  for (let i = 0; i < marks.length; i += 1000) await insertMarks(tx, tenantId, await hashMarkImages(tx, null, marks.slice(i, i + 1000)), null);
}
