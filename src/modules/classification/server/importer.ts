// Importer of the 《类似商品和服务区分表》 (Nice classification as used in China): JSONL rows
// {code, parentCode, type: class|group|item, name, version}, e.g. NCL13-2026 (45 classes, 492 groups, 11,986 items).
// Every row is validated first (problems carry line numbers); only a clean file is written, and it replaces
// its edition in one transaction, so a failed import leaves the previous edition intact. Other editions are
// untouched: they live side by side, keyed by edition ("ncl13-2026").
//
// A file may start with a header line {"type":"edition","edition":"ncl13-2026","label":"NCL(13-2026)",...}
// (the product's own data files do), and item rows may carry "py": the pinyin syllables of the name joined by
// spaces (pinyinSyllables), which spares the pinyin conversion when loading (searchColumns). Files may be
// gzip-compressed (.jsonl.gz).
import { basename } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Database, Queryable } from '../../../server/db/types';
import { normalize, searchColumns } from '../../../server/lists/search';

export type NiceRowType = 'class' | 'group' | 'item';
const LEVEL: Record<NiceRowType, 0 | 1 | 2> = { class: 0, group: 1, item: 2 };

export interface NiceRow {
  line: number;
  type: NiceRowType;
  code: string;
  /** '' for a class. */
  parentCode: string;
  name: string;
  version: string | null;
  classNo: number;
  /** Items: the name's pinyin syllables when the file gives them ("py"); undefined when it does not. */
  py?: string[] | null;
}

/** The optional first line of a file: what the file says about its edition. */
export interface EditionHeader { edition?: string; label?: string; source?: string }

export interface RowProblem { line: number; message: string }

export interface ParsedEdition {
  rows: NiceRow[];
  problems: RowProblem[];
  counts: { classes: number; groups: number; items: number };
  header: EditionHeader | null;
}

export interface ImportResult {
  edition: string;
  classes: number;
  groups: number;
  items: number;
  /** The edition existed and was replaced. */
  replaced: boolean;
  ms: number;
}

/** A file that cannot be imported: nothing was written. */
export class NiceImportError extends Error {
  constructor(message: string, readonly problems: RowProblem[] = []) {
    super(message);
  }
}

export const EDITION_KEY = /^[a-z0-9][a-z0-9._-]{0,39}$/;
const CLASS_CODE = /^(0[1-9]|[1-3][0-9]|4[0-5])$/;
const GROUP_CODE = /^(0[1-9]|[1-3][0-9]|4[0-5])[0-9]{2}$/;
const ITEM_CODE = /^C?[0-9]{6}$/;
const MAX_NAME = 1000;

/** Edition key from a file name or URL: ".../ncl13-2026.jsonl" -> "ncl13-2026"; null when it is no valid key. */
export function editionKeyFromName(nameOrUrl: string): string | null {
  let name = nameOrUrl;
  try {
    if (/^https?:\/\//i.test(nameOrUrl)) name = decodeURIComponent(new URL(nameOrUrl).pathname);
  } catch {
    // not a URL after all
  }
  const key = basename(name).replace(/\.gz$/i, '').replace(/\.(jsonl|ndjson|json|txt)$/i, '').toLowerCase();
  return EDITION_KEY.test(key) ? key : null;
}

/** "ncl13-2026" -> {nclVersion 13, editionYear 2026}; nulls when the key does not say. */
export function parseEditionKey(key: string): { nclVersion: number | null; editionYear: number | null } {
  const m = /^ncl(\d{1,2})-(\d{4})$/.exec(key);
  if (m) return { nclVersion: Number(m[1]), editionYear: Number(m[2]) };
  const year = /(?:^|[^0-9])((?:19|20)\d{2})(?:[^0-9]|$)/.exec(key);
  return { nclVersion: null, editionYear: year ? Number(year[1]) : null };
}

/** Validates every line. Blank lines are skipped; a leading BOM is ignored. */
export function parseNiceJsonl(text: string): ParsedEdition {
  const problems: RowProblem[] = [];
  const rows: NiceRow[] = [];
  const seen = new Map<string, number>();
  let header: EditionHeader | null = null;
  let first = true;
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  lines.forEach((raw, i) => {
    const line = i + 1;
    if (!raw.trim()) return;
    const isFirst = first;
    first = false;
    const bad = (message: string) => problems.push({ line, message });
    let obj: unknown;
    try {
      obj = JSON.parse(raw);
    } catch (e) {
      return bad(`not valid JSON (${(e as Error).message})`);
    }
    if (!obj || typeof obj !== 'object' || Array.isArray(obj)) return bad('not a JSON object');
    const o = obj as Record<string, unknown>;
    const type = o.type;
    if (type === 'edition') {
      if (!isFirst) return bad('an edition header may only be the first line');
      const text = (v: unknown, max: number) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : undefined);
      header = { edition: text(o.edition, 40), label: text(o.label, 60), source: text(o.source, 500) };
      if (header.edition !== undefined && !EDITION_KEY.test(header.edition)) return bad(`edition ${JSON.stringify(header.edition)} is no valid edition key (${EDITION_KEY})`);
      return;
    }
    if (type !== 'class' && type !== 'group' && type !== 'item') return bad(`type must be class, group or item, not ${JSON.stringify(type)}`);
    if (typeof o.code !== 'string') return bad('code must be a string');
    const code = o.code.trim();
    if (typeof o.name !== 'string' || !o.name.trim()) return bad('name must be a non-empty string');
    const name = o.name.trim();
    if (name.length > MAX_NAME) return bad(`name is longer than ${MAX_NAME} characters`);
    if (o.version !== undefined && o.version !== null && typeof o.version !== 'string' && typeof o.version !== 'number')
      return bad('version must be a string');
    const version = o.version === undefined || o.version === null ? null : String(o.version);
    const parent = o.parentCode === undefined || o.parentCode === null ? null : o.parentCode;
    if (parent !== null && typeof parent !== 'string') return bad('parentCode must be a string or null');
    let parentCode = '';
    let classNo = 0;
    if (type === 'class') {
      if (!CLASS_CODE.test(code)) return bad(`class code must be 01-45, not ${JSON.stringify(code)}`);
      if (parent !== null && parent !== '') return bad('a class has no parentCode');
      classNo = Number(code);
    } else if (type === 'group') {
      if (!GROUP_CODE.test(code)) return bad(`group code must be 4 digits starting with its class, not ${JSON.stringify(code)}`);
      if (parent === null || !CLASS_CODE.test(parent)) return bad('a group needs the 2-digit code of its class as parentCode');
      if (code.slice(0, 2) !== parent) return bad(`group ${code} does not belong to class ${parent}`);
      parentCode = parent;
      classNo = Number(parent);
    } else {
      if (!ITEM_CODE.test(code)) return bad(`item code must be 6 digits or C and 6 digits, not ${JSON.stringify(code)}`);
      if (parent === null || !GROUP_CODE.test(parent)) return bad('an item needs the 4-digit code of its group as parentCode');
      parentCode = parent;
      classNo = Number(parent.slice(0, 2));
    }
    let py: string[] | null | undefined;
    if (o.py !== undefined && o.py !== null) {
      if (typeof o.py !== 'string' || o.py.length > 4 * MAX_NAME) return bad('py must be a string of pinyin syllables');
      py = o.py.split(' ').filter(Boolean);
    } else if (o.py === null) py = null;
    const key = `${type}:${code}:${parentCode}`;
    const dup = seen.get(key);
    if (dup !== undefined) return bad(`duplicate of line ${dup} (${type} ${code}${parentCode ? ` in ${parentCode}` : ''})`);
    seen.set(key, line);
    rows.push({ line, type, code, parentCode, name, version, classNo, ...(py !== undefined ? { py } : {}) });
  });
  // References: every group's class and every item's group must be in the same file.
  const classes = new Set(rows.filter((r) => r.type === 'class').map((r) => r.code));
  const groups = new Set(rows.filter((r) => r.type === 'group').map((r) => r.code));
  for (const r of rows) {
    if (r.type === 'group' && !classes.has(r.parentCode)) problems.push({ line: r.line, message: `class ${r.parentCode} of group ${r.code} is not in the file` });
    if (r.type === 'item' && !groups.has(r.parentCode)) problems.push({ line: r.line, message: `group ${r.parentCode} of item ${r.code} is not in the file` });
  }
  if (rows.length === 0 && problems.length === 0) problems.push({ line: 0, message: 'the file has no rows' });
  problems.sort((a, b) => a.line - b.line);
  return {
    rows,
    problems,
    counts: { classes: classes.size, groups: groups.size, items: rows.filter((r) => r.type === 'item').length },
    header,
  };
}

/** Largest decompressed edition file accepted (a full edition is about 1.5 MB). */
export const MAX_EDITION_TEXT = 64 * 1024 * 1024;

/** The text of an edition file: gzip (by its magic bytes) is decompressed, a BOM is dropped by the parser. */
export function editionText(content: Uint8Array): string {
  const gz = content.length > 2 && content[0] === 0x1f && content[1] === 0x8b;
  let bytes: Uint8Array = content;
  if (gz) {
    try {
      bytes = gunzipSync(content, { maxOutputLength: MAX_EDITION_TEXT });
    } catch (e) {
      throw new NiceImportError(/maxOutputLength|buffer/i.test((e as Error).message) ? `the file is larger than ${MAX_EDITION_TEXT / 1024 / 1024} MB uncompressed` : `the gzip data is damaged (${(e as Error).message})`);
    }
  }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  if (text.includes('\uFFFD')) throw new NiceImportError('the file is not UTF-8 text');
  return text;
}

/**
 * Synonyms of an item name for matching pasted names: the whole name and its parts split at top-level commas
 * (not inside parentheses), each normalised, with the cross-group marker '*' dropped.
 */
export function nameAliases(name: string): string[] {
  const clean = (s: string) => normalize(s.replace(/[*＊]+\s*$/, ''));
  const out = new Set<string>([clean(name)]);
  let depth = 0;
  let cur = '';
  for (const ch of name) {
    if (ch === '（' || ch === '(') depth++;
    else if ((ch === '）' || ch === ')') && depth > 0) depth--;
    if ((ch === '，' || ch === ',') && depth === 0) {
      if (cur.trim()) out.add(clean(cur));
      cur = '';
    } else cur += ch;
  }
  if (cur.trim()) out.add(clean(cur));
  out.delete('');
  return [...out];
}

const BATCH = 1500;

/** Search grams naming an item's edition and class (name grams start with a digit, so these never collide). */
export const editionGram = (edition: string) => `e:${edition}`;
export const classGram = (classNo: number) => `c:${classNo}`;

/** Inserts rows of an edition (the nice_editions row must exist); BATCH rows per statement. */
export async function insertRows(tx: Queryable, edition: string, rows: readonly NiceRow[]) {
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH).map((r) => {
      const item = r.type === 'item';
      const { grams, text } = item ? searchColumns([r.name], r.py !== undefined ? [r.py] : undefined) : { grams: [], text: '' };
      return {
        level: LEVEL[r.type],
        code: r.code,
        parent_code: r.parentCode,
        class_no: r.classNo,
        name: r.name,
        text_version: r.version,
        line_no: r.line,
        aliases: item ? nameAliases(r.name) : [],
        search_name: normalize(r.name),
        // Items only: the name grams ("0鞋", "0xi", ...), plus the edition and class as grams, so that a search
        // is one GIN lookup (edition, class and text together) instead of a btree + per-row array check.
        search_grams: item ? [...grams, editionGram(edition), classGram(r.classNo)] : [],
        search_text: text,
      };
    });
    // One JSON parameter per batch: a few statements for the whole file, no parameter-count limits.
    await tx.query(
      `insert into nice_entries (edition, level, code, parent_code, class_no, name, text_version, line_no, aliases, search_name, search_grams, search_text)
       select $1, level, code, parent_code, class_no, name, text_version, line_no, aliases, search_name, search_grams, search_text
         from jsonb_to_recordset($2::jsonb) as x(level smallint, code text, parent_code text, class_no smallint, name text,
              text_version text, line_no integer, aliases text[], search_name text, search_grams text[], search_text text)`,
      [edition, JSON.stringify(batch)],
    );
  }
}

export interface EditionMeta {
  /** Where the rows came from (a file name, "builtin:..."). */
  source?: string;
  label?: string;
  /** Shipped with the product. */
  builtin?: boolean;
  /** sha256 of the data loaded (shipped editions are reloaded when their data file changes). */
  checksum?: string;
}

/** "ncl13-2026" -> "NCL(13-2026)"; other keys upper-cased. */
export function defaultLabel(edition: string): string {
  const m = /^ncl(\d{1,2})-(\d{4})$/.exec(edition);
  return m ? `NCL(${m[1]}-${m[2]})` : edition.toUpperCase();
}

/**
 * Writes the nice_editions row of an edition (ready as asked) with its counts, replacing the row if the edition
 * exists; returns whether it existed.
 */
export async function upsertEditionRow(tx: Queryable, edition: string, counts: ParsedEdition['counts'], meta: EditionMeta, ready: boolean): Promise<boolean> {
  const { nclVersion, editionYear } = parseEditionKey(edition);
  const existed = (await tx.query('select 1 from nice_editions where edition = $1', [edition])).rows.length > 0;
  await tx.query(
    `insert into nice_editions (edition, ncl_version, edition_year, source, class_count, group_count, item_count, imported_at, label, builtin, ready, checksum)
     values ($1, $2, $3, $4, $5, $6, $7, now(), $8, $9, $10, $11)
     on conflict (edition) do update set ncl_version = excluded.ncl_version, edition_year = excluded.edition_year,
       source = excluded.source, class_count = excluded.class_count, group_count = excluded.group_count,
       item_count = excluded.item_count, imported_at = now(), label = excluded.label, builtin = excluded.builtin,
       ready = excluded.ready, checksum = excluded.checksum`,
    [edition, nclVersion, editionYear, (meta.source ?? '').slice(0, 500), counts.classes, counts.groups, counts.items,
      (meta.label || defaultLabel(edition)).slice(0, 60), meta.builtin ?? false, ready, meta.checksum ?? ''],
  );
  return existed;
}

/**
 * Folds the GIN indexes' pending lists into the indexes (else every search scans thousands of pending entries
 * until autovacuum runs) and refreshes the planner's statistics. Needs the owning role (not a tenant scope).
 */
export async function settleIndexes(tx: Queryable) {
  await tx.query(`select gin_clean_pending_list('nice_entries_search_idx'::regclass), gin_clean_pending_list('nice_entries_alias_idx'::regclass)`);
  await tx.query('analyze nice_entries');
}

/** Writes a validated edition inside the caller's transaction, replacing the rows of the same edition. */
export async function writeEditionTx(tx: Queryable, edition: string, parsed: ParsedEdition, meta: EditionMeta = {}): Promise<boolean> {
  if (!EDITION_KEY.test(edition)) throw new NiceImportError(`edition key ${JSON.stringify(edition)} must match ${EDITION_KEY}`);
  if (parsed.problems.length) throw new NiceImportError(`${parsed.problems.length} bad rows`, parsed.problems);
  const existed = await upsertEditionRow(tx, edition, parsed.counts, meta, true);
  await tx.query('delete from nice_entries where edition = $1', [edition]);
  await insertRows(tx, edition, parsed.rows);
  await settleIndexes(tx);
  return existed;
}

/** Writes a validated edition, replacing the rows of the same edition; one transaction. */
export async function writeEdition(db: Database, edition: string, parsed: ParsedEdition, source: string | EditionMeta = ''): Promise<ImportResult> {
  if (!EDITION_KEY.test(edition)) throw new NiceImportError(`edition key ${JSON.stringify(edition)} must match ${EDITION_KEY}`);
  if (parsed.problems.length) throw new NiceImportError(`${parsed.problems.length} bad rows`, parsed.problems);
  const t0 = Date.now();
  const meta = typeof source === 'string' ? { source, label: parsed.header?.label } : source;
  const replaced = await db.transaction((tx) => writeEditionTx(tx, edition, parsed, meta));
  return { edition, ...parsed.counts, replaced, ms: Date.now() - t0 };
}

/** Validates and imports JSONL text as the given edition. Throws NiceImportError (nothing written) on bad rows. */
export async function importNiceText(db: Database, edition: string, text: string, source = ''): Promise<ImportResult> {
  return writeEdition(db, edition, parseNiceJsonl(text), source);
}

/** Reads a local file or an http(s) URL (plain or gzip-compressed JSONL). */
export async function readSource(fileOrUrl: string): Promise<string> {
  if (/^https?:\/\//i.test(fileOrUrl)) {
    const res = await fetch(fileOrUrl, { signal: AbortSignal.timeout(120_000) });
    if (!res.ok) throw new NiceImportError(`download failed: HTTP ${res.status} ${res.statusText}`);
    return editionText(new Uint8Array(await res.arrayBuffer()));
  }
  const { readFile } = await import('node:fs/promises');
  return editionText(await readFile(fileOrUrl));
}

/** Removes an edition and its rows. */
export async function deleteEdition(db: Queryable, edition: string): Promise<boolean> {
  return (await db.query('delete from nice_editions where edition = $1', [edition])).rowCount > 0;
}
