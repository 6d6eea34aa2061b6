// Deadlines of every module in one place. A module that owns dated obligations (官文 response periods, patent
// annual fees, hearing dates, qualification expiry ...) contributes a DeadlineSource (ServerModule.deadlines);
// the deadline monitor, the workbench to-dos, reminders, digests, the calendar feed and reports read them all
// through collectDeadlines, so a new source needs no change in any of those readers.
import type { Queryable } from '../db/types';

export interface DeadlineItem {
  /** The contributing module's source key, e.g. 'official', 'patentAnnualFee', 'hearing'. */
  source: string;
  /** Stable id of the obligation within its source (an iCal UID is built from source + id). */
  sourceId: string;
  /** zh label of the kind of deadline, e.g. 驳回复审, 专利年费, 开庭. */
  kind: string;
  /** What it is about, e.g. the mark name and number or the litigation's case number. */
  title: string;
  /** Last day to act, YYYY-MM-DD (China calendar day). */
  dueDate: string;
  /** How the date was derived, one step per line (shown to users: a deadline shows how it was derived). */
  derivation: string[];
  /** Users responsible (handler, uploader ...); empty when nobody in particular. */
  userIds: number[];
  /** Client route that opens the record, e.g. /proceed/detaild?id=7. */
  link: string;
  /** Pending obligations only are contributed; a done/closed one is left out by its source. */
}

export interface DeadlineQuery {
  tenantId: number;
  /** Inclusive YYYY-MM-DD bounds of dueDate; from may be omitted for everything overdue too. */
  from?: string;
  to: string;
  /** Only the obligations of this user (userIds contains it). */
  userId?: number;
}

/** Reads a module's pending deadlines in the query's range, within the caller's transaction (tenant-scoped). */
export type DeadlineSource = (tx: Queryable, q: DeadlineQuery) => Promise<DeadlineItem[]>;

const sources = new Map<string, DeadlineSource>();

/** Called by buildApp for every module with `deadlines` (module name → source). */
export function registerDeadlineSource(module: string, source: DeadlineSource) {
  sources.set(module, source);
}

/** Every module's deadlines in the range, nearest first (ties by source and id, so the order is stable). */
export async function collectDeadlines(tx: Queryable, q: DeadlineQuery): Promise<DeadlineItem[]> {
  const all: DeadlineItem[] = [];
  for (const source of sources.values()) all.push(...(await source(tx, q)));
  return all.sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.source.localeCompare(b.source) || a.sourceId.localeCompare(b.sourceId));
}
