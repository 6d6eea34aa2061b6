// x-data-scope of an entity (who owns its records, for the roles' data scope), checked and resolved at generation.
import type { Registry } from './load';

/** The resolved x-data-scope: owner columns, owner-array columns, and the linked record whose owners count too. */
export interface DataScopeDecl {
  owners: string[];
  ownerArrays: string[];
  through: { column: string; table: string; owners: string[] } | null;
}

const COLUMN = /^[a-z_][a-z0-9_]*$/;
const columns = (v: unknown, at: string): string[] => {
  const list = v === undefined ? [] : typeof v === 'string' ? [v] : v;
  if (!Array.isArray(list) || !list.every((c) => typeof c === 'string' && COLUMN.test(c))) throw new Error(`${at} must be a column or a list of columns`);
  return list as string[];
};

/**
 * x-data-scope: {"owner": "created_by"} | {"owner": ["requester_id", "handler_id"], "ownerArrays": ["approver_ids"]}
 * | {"through": {"column": "trademark_id", "entity": "trademark"}} (the linked entity's own owners decide).
 */
export function dataScopeOf(reg: Registry, entityId: string, raw: unknown): DataScopeDecl {
  const at = `${entityId}: x-data-scope`;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new Error(`${at} must be an object`);
  const d = raw as Record<string, unknown>;
  const extra = Object.keys(d).filter((k) => !['owner', 'ownerArrays', 'through'].includes(k));
  if (extra.length) throw new Error(`${at} has unknown keys ${extra.join(', ')}`);
  const owners = columns(d.owner, `${at}.owner`);
  const ownerArrays = columns(d.ownerArrays, `${at}.ownerArrays`);
  let through: DataScopeDecl['through'] = null;
  if (d.through !== undefined) {
    const t = d.through as { column?: unknown; entity?: unknown };
    if (typeof t.column !== 'string' || !COLUMN.test(t.column) || typeof t.entity !== 'string') throw new Error(`${at}.through must be {"column", "entity"}`);
    const linkedId = [...reg.files.keys()].find((id) => id.endsWith(`/entities/${t.entity}.json`));
    const linked = linkedId ? reg.files.get(linkedId)!.doc : undefined;
    const own = linked?.['x-data-scope'] as { owner?: unknown } | undefined;
    if (!linked || !own || Object.keys(own).some((k) => k !== 'owner')) throw new Error(`${at}.through names ${t.entity}, which is not an entity with a plain x-data-scope owner`);
    through = { column: t.column, table: linked['x-table'] as string, owners: columns(own.owner, `${linkedId}: x-data-scope.owner`) };
  }
  if (!owners.length && !ownerArrays.length && !through) throw new Error(`${at} names no owner`);
  return { owners, ownerArrays, through };
}
