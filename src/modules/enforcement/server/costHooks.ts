// Where a litigation's costs go besides the enforcement tables: the finance module's entries (the issue: "costs
// into finance when it exists"). Enforcement never writes another module's tables; it reports every change of a
// cost here, in the caller's transaction, and the module list (src/modules/server.ts) connects finance to it.
// Without a sink (finance not installed) the costs stay enforcement's own records.
import type { Queryable } from '../../../server/db/types';

export interface LitigationCostEntry {
  litigationId: number;
  costId: number;
  caseNo: string | null;
  /** Our party in the litigation (who the cost is billed to). */
  clientName: string;
  kind: string;
  currency: string;
  minor: bigint;
  /** YYYY-MM-DD */
  date: string;
}

export interface LitigationCostSink {
  /** A cost was added or changed (refuses, 40900, when its entry is billed). */
  save(db: Queryable, entry: LitigationCostEntry): Promise<void>;
  /** Costs are about to be deleted (refuses when one is billed). */
  remove(db: Queryable, costIds: number[]): Promise<void>;
  /** The litigation's case number or our party changed. */
  rename(db: Queryable, litigationId: number, caseNo: string | null, clientName: string): Promise<void>;
}

let sink: LitigationCostSink | null = null;

export function onLitigationCost(s: LitigationCostSink): void {
  sink = s;
}

export const costSink = (): LitigationCostSink | null => sink;
