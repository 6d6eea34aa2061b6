// The edition the product ships (data/ncl13-2026.jsonl.gz, NOTICE.md beside it), loaded at every start when it
// is missing or its data file changed: a fresh installation, and every test database, has the full
// 《类似商品和服务区分表》 without any command. Quick when there is nothing to do (one select after hashing the
// file); loading itself is one transaction of about a second (no pinyin conversion: the file carries it).
// Several servers starting at once on one PostgreSQL take turns on a transaction-level advisory lock and
// check again under it, so the edition is written once.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Database } from '../../../server/db/types';
import { editionText, parseNiceJsonl, writeEditionTx, type ParsedEdition } from './importer';

export const BUILTIN_EDITION = 'ncl13-2026';
export const BUILTIN_FILE = new URL('./data/ncl13-2026.jsonl.gz', import.meta.url);
/** Key of the advisory lock that serialises loading the shipped edition. */
const LOCK_KEY = 'ipms:nice-builtin';

export interface BuiltinData { text: string; checksum: string }

/** The shipped file's text and its sha256. */
export function builtinData(): BuiltinData {
  const text = editionText(readFileSync(BUILTIN_FILE));
  return { text, checksum: createHash('sha256').update(text).digest('hex') };
}

/** Parses the shipped file; throws when it has a bad row (the unit test keeps that from shipping). */
export function parseBuiltin(data: BuiltinData): ParsedEdition {
  const parsed = parseNiceJsonl(data.text);
  if (parsed.problems.length) throw new Error(`the shipped classification file has ${parsed.problems.length} bad rows, first: line ${parsed.problems[0].line} ${parsed.problems[0].message}`);
  return parsed;
}

const current = async (db: Pick<Database, 'query'>, checksum: string) =>
  (await db.query(`select 1 from nice_editions where edition = $1 and builtin and ready and checksum = $2`, [BUILTIN_EDITION, checksum])).rows.length > 0;

/**
 * Loads the shipped edition unless it is there already with the same data. Returns what it did and how long
 * it took (ms).
 */
export async function ensureBuiltinEdition(db: Database): Promise<{ loaded: boolean; ms: number }> {
  const t0 = Date.now();
  const data = builtinData();
  if (await current(db, data.checksum)) return { loaded: false, ms: Date.now() - t0 };
  const parsed = parseBuiltin(data);
  const loaded = await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [LOCK_KEY]);
    if (await current(tx, data.checksum)) return false;
    await writeEditionTx(tx, BUILTIN_EDITION, parsed, {
      source: `builtin:${BUILTIN_EDITION}.jsonl.gz`,
      label: parsed.header?.label,
      builtin: true,
      checksum: data.checksum,
    });
    return true;
  });
  return { loaded, ms: Date.now() - t0 };
}
