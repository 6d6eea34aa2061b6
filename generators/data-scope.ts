// x-data-scope of an entity (who owns its records, for the roles' data scope), checked and resolved at generation.
import type { Registry } from './load';

/**
 * A linked record whose owners count too: the document's column naming it, its table, and its owner columns (null
 * when the linked entity declares no x-data-scope: every record of it is in every scope, so a link to any counts).
 */
export interface ThroughDecl { column: string; table: string; owners: string[] | null }

/** The resolved x-data-scope: owner columns, owner-array columns, and the linked records whose owners count too. */
export interface DataScopeDecl {
  owners: string[];
  ownerArrays: string[];
  through: ThroughDecl[];
}

const COLUMN = /^[a-z_][a-z0-9_]*$/;
const columns = (v: unknown, at: string): string[] => {
  const list = v === undefined ? [] : typeof v === 'string' ? [v] : v;
  if (!Array.isArray(list) || !list.every((c) => typeof c === 'string' && COLUMN.test(c))) throw new Error(`${at} must be a column or a list of columns`);
  return list as string[];
};

/**
 * x-data-scope: {"owner": "created_by"} | {"owner": ["requester_id", "handler_id"], "ownerArrays": ["approver_ids"]}
 * | {"through": {"column": "trademark_id", "entity": "trademark"}} (the linked entity's own owners decide) | "through"
 * as a list of such links (a record linked to one of several kinds of record: an official document's mark or
 * copyright). A linked entity without x-data-scope has no owners: a record linked to one of them is in scope.
 */
export function dataScopeOf(reg: Registry, entityId: string, raw: unknown): DataScopeDecl {
  const at = `${entityId}: x-data-scope`;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new Error(`${at} must be an object`);
  const d = raw as Record<string, unknown>;
  const extra = Object.keys(d).filter((k) => !['owner', 'ownerArrays', 'through'].includes(k));
  if (extra.length) throw new Error(`${at} has unknown keys ${extra.join(', ')}`);
  const owners = columns(d.owner, `${at}.owner`);
  const ownerArrays = columns(d.ownerArrays, `${at}.ownerArrays`);
  const links = d.through === undefined ? [] : Array.isArray(d.through) ? d.through : [d.through];
  const through = links.map((raw): ThroughDecl => {
    const t = raw as { column?: unknown; entity?: unknown };
    if (!t || typeof t.column !== 'string' || !COLUMN.test(t.column) || typeof t.entity !== 'string') throw new Error(`${at}.through must be {"column", "entity"} or a list of them`);
    const linkedId = [...reg.files.keys()].find((id) => id.endsWith(`/entities/${t.entity}.json`));
    const linked = linkedId ? reg.files.get(linkedId)!.doc : undefined;
    if (!linked || typeof linked['x-table'] !== 'string') throw new Error(`${at}.through names ${t.entity}, which is not a stored entity`);
    const own = linked['x-data-scope'] as { owner?: unknown } | undefined;
    if (own && Object.keys(own).some((k) => k !== 'owner')) throw new Error(`${at}.through names ${t.entity}, whose x-data-scope is not a plain owner`);
    return { column: t.column, table: linked['x-table'] as string, owners: own ? columns(own.owner, `${linkedId}: x-data-scope.owner`) : null };
  });
  if (!owners.length && !ownerArrays.length && !through.length) throw new Error(`${at} names no owner`);
  return { owners, ownerArrays, through };
}
