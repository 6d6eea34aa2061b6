// Trademark rows as the archive writes them in bulk (demo seed, xlsx import): one multi-row INSERT per batch,
// with the search grams of the name and applicant, and one operate-log row per record.
import type { Queryable } from '../../../server/db/types';
import { searchColumns } from '../../../server/lists/search';

export interface GoodsItem { code: string | null; name: string; suffix: number | null }

export interface TrademarkInput {
  tmName: string;
  tmCl: number;
  regNo?: string | null;
  newTmName?: string | null;
  tmStatus?: string | null;
  oriTmStatus?: string | null;
  tmImage?: string | null;
  applicant?: string | null;
  applicantEn?: string | null;
  applicantAddress?: string | null;
  applicantAddressEn?: string | null;
  agent?: string | null;
  agentEn?: string | null;
  agentAddress?: string | null;
  countryCode?: string;
  appDate?: string | null;
  regDate?: string | null;
  endDate?: string | null;
  announcementIssue?: string | null;
  regIssue?: string | null;
  brandManagementType?: string | null;
  dplSource?: 0 | 1 | 2 | 3;
  goodsItems?: GoodsItem[];
  goodsItemTranslate?: Record<string, string>;
  registeredGroupInfo?: Array<{ name: string; contain: boolean }>;
  niceEdition?: string | null;
  tagIds?: string[];
  customValues?: Record<string, unknown>;
  createdAt?: string;
}

const COLUMNS = [
  'tenant_id', 'tm_name', 'tm_cl', 'reg_no', 'new_tm_name', 'tm_status', 'ori_tm_status', 'tm_image', 'applicant', 'applicant_en',
  'applicant_address', 'applicant_address_en', 'agent', 'agent_en', 'agent_address', 'country_code', 'app_date', 'reg_date', 'end_date',
  'announcement_issue', 'reg_issue', 'brand_management_type', 'dpl_source', 'goods_items', 'goods_item_translate', 'registered_group_info',
  'nice_edition', 'tag_ids', 'custom_values', 'search_grams', 'search_text', 'created_by', 'created_at',
] as const;

const CASTS: Partial<Record<(typeof COLUMNS)[number], string>> = {
  app_date: 'date', reg_date: 'date', end_date: 'date', goods_items: 'jsonb', goods_item_translate: 'jsonb', registered_group_info: 'jsonb',
  custom_values: 'jsonb', tag_ids: 'text[]', search_grams: 'text[]', created_at: 'timestamptz', tm_cl: 'smallint', dpl_source: 'smallint',
  tenant_id: 'integer', created_by: 'integer',
};

/** The image URL of a generated word-mark logo (served by GET /files/tm-logo.svg, src/modules/archive/server/logo.ts). */
export const logoUrl = (text: string) => `/files/tm-logo.svg?text=${encodeURIComponent(text.slice(0, 24))}`;

function values(tenantId: number, userId: number | null, r: TrademarkInput): unknown[] {
  const s = searchColumns([r.tmName, r.applicant ?? null]);
  return [
    tenantId, r.tmName, r.tmCl, r.regNo ?? null, r.newTmName ?? null, r.tmStatus ?? null, r.oriTmStatus ?? null, r.tmImage ?? logoUrl(r.tmName),
    r.applicant ?? null, r.applicantEn ?? null, r.applicantAddress ?? null, r.applicantAddressEn ?? null, r.agent ?? null, r.agentEn ?? null,
    r.agentAddress ?? null, r.countryCode ?? 'CN', r.appDate ?? null, r.regDate ?? null, r.endDate ?? null, r.announcementIssue ?? null,
    r.regIssue ?? null, r.brandManagementType ?? null, r.dplSource ?? 1, JSON.stringify(r.goodsItems ?? []), JSON.stringify(r.goodsItemTranslate ?? {}),
    JSON.stringify(r.registeredGroupInfo ?? []), r.niceEdition ?? null, r.tagIds ?? [], JSON.stringify(r.customValues ?? {}), s.grams, s.text,
    userId, r.createdAt ?? new Date().toISOString(),
  ];
}

/**
 * Inserts the records in multi-row statements of `batch` rows; returns their ids in input order. tenantId is
 * explicit (the seed runs unscoped); under row-level security it must be the caller's tenant anyway.
 */
export async function insertTrademarks(db: Queryable, tenantId: number, userId: number | null, rows: TrademarkInput[], batch = 250): Promise<number[]> {
  const ids: number[] = [];
  const width = COLUMNS.length;
  for (let start = 0; start < rows.length; start += batch) {
    const chunk = rows.slice(start, start + batch);
    const params: unknown[] = [];
    const tuples = chunk.map((r, i) => {
      params.push(...values(tenantId, userId, r));
      return `(${COLUMNS.map((c, j) => `$${i * width + j + 1}${CASTS[c] ? `::${CASTS[c]}` : ''}`).join(', ')})`;
    });
    const res = await db.query<{ id: number }>(`insert into trademarks (${COLUMNS.join(', ')}) values ${tuples.join(', ')} returning id`, params);
    ids.push(...res.rows.map((x) => x.id));
  }
  return ids;
}

/** One operate-log row per record, in multi-row statements (imports log every record they create). */
export async function logMany(
  db: Queryable,
  tenantId: number,
  userId: number | null,
  entries: Array<{ entity: string; recordId: number; action: string; summary: string; detail?: Record<string, unknown> }>,
  batch = 500,
): Promise<void> {
  for (let start = 0; start < entries.length; start += batch) {
    const chunk = entries.slice(start, start + batch);
    const params: unknown[] = [];
    const tuples = chunk.map((e, i) => {
      params.push(tenantId, userId, e.entity, e.recordId, e.action, e.summary, JSON.stringify(e.detail ?? {}));
      const b = i * 7;
      return `($${b + 1}::integer, $${b + 2}::integer, $${b + 3}, $${b + 4}::integer, $${b + 5}, $${b + 6}, $${b + 7}::jsonb)`;
    });
    await db.query(`insert into operate_log (tenant_id, user_id, entity, record_id, action, summary, detail) values ${tuples.join(', ')}`, params);
  }
}
