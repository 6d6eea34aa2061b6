// npm run import:nice -- <file or URL> [--edition KEY] [--check] [--delete KEY] [--list]
//
// Not needed to get started: the server loads the shipped NCL(13-2026) edition itself at first start, and
// administrators import further editions on the running server (商品服务分类 → 版本管理). This command is for
// scripted loads straight into the database.
// Loads a 《类似商品和服务区分表》 edition (JSONL rows {code, parentCode, type, name, version}, plain or .gz) into the database
// the server uses: PostgreSQL when DATABASE_URL is set, else the embedded PGlite under DATA_DIR (default ./data).
// The edition key comes from the file name (ncl13-2026.jsonl -> ncl13-2026) unless --edition says otherwise.
// Every row is checked first; a file with bad rows is reported with line numbers and nothing is written. A good
// file replaces its edition in one transaction; other editions stay. Embedded PGlite serves one process at a
// time: stop the server on that DATA_DIR before importing (the importer says so when it is running).
//   --check        validate only, write nothing
//   --list         list the imported editions
//   --delete KEY   remove an edition
import { DataDirLockedError } from '../src/server/db/dir-lock';
import { migrate } from '../src/server/db/migrate';
import { openDatabase } from '../src/server/db/open';
import type { Database } from '../src/server/db/types';
import { BUILTIN_EDITION } from '../src/modules/classification/server/builtin';
import { NiceImportError, deleteEdition, editionKeyFromName, parseNiceJsonl, readSource, writeEdition } from '../src/modules/classification/server/importer';

const SHOW_PROBLEMS = 50;

function usage(message?: string): never {
  if (message) console.error(`import:nice: ${message}`);
  console.error('usage: npm run import:nice -- <file.jsonl | https://...> [--edition ncl13-2026] [--check]\n       npm run import:nice -- --list | --delete <edition>');
  process.exit(2);
}

function parseArgs(argv: string[]) {
  const out: { source?: string; edition?: string; check: boolean; list: boolean; remove?: string } = { check: false, list: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--edition') out.edition = argv[++i] ?? usage('--edition needs a key');
    else if (a.startsWith('--edition=')) out.edition = a.slice('--edition='.length);
    else if (a === '--check') out.check = true;
    else if (a === '--list') out.list = true;
    else if (a === '--delete') out.remove = argv[++i] ?? usage('--delete needs an edition key');
    else if (a === '--help' || a === '-h') usage();
    else if (a.startsWith('--')) usage(`unknown option ${a}`);
    else if (out.source) usage('one file or URL at a time');
    else out.source = a;
  }
  return out;
}

async function open(): Promise<{ db: Database; where: string }> {
  const url = process.env.DATABASE_URL;
  const dataDir = process.env.DATA_DIR ?? './data';
  try {
    const db = await openDatabase({ databaseUrl: url, dataDir });
    await migrate(db);
    return { db, where: url ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${dataDir}` };
  } catch (e) {
    if (e instanceof DataDirLockedError) {
      console.error(`import:nice: ${e.message}.\n  The embedded database serves one process at a time: stop the server (Ctrl+C or kill ${e.pid}), import, then start it again.`);
      process.exit(3);
    }
    throw e;
  }
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (args.list || args.remove) {
    const { db, where } = await open();
    try {
      if (args.remove) {
        const gone = await deleteEdition(db, args.remove);
        console.log(gone ? `import:nice: edition ${args.remove} removed from ${where}` : `import:nice: no edition ${args.remove} in ${where}`);
        if (!gone) process.exitCode = 1;
      }
      const r = await db.query<{ edition: string; class_count: number; group_count: number; item_count: number; imported_at: Date; source: string }>(
        'select edition, class_count, group_count, item_count, imported_at, source from nice_editions order by edition_year desc nulls last, ncl_version desc nulls last, imported_at desc',
      );
      if (args.list) {
        if (!r.rows.length) console.log(`no editions imported in ${where}`);
        for (const e of r.rows)
          console.log(`${e.edition.padEnd(14)} ${e.class_count} classes, ${e.group_count} groups, ${e.item_count} items  imported ${new Date(e.imported_at).toISOString()}  ${e.source}`);
      }
    } finally {
      await db.close();
    }
    return;
  }
  if (!args.source) usage('which file or URL?');
  const edition = args.edition ?? editionKeyFromName(args.source);
  if (!edition) usage(`cannot tell the edition from ${args.source}: name the file like ncl14-2027.jsonl or pass --edition ncl14-2027`);
  if (edition === BUILTIN_EDITION && !args.check) usage(`${BUILTIN_EDITION} is the edition the product ships and loads itself; import this file under another key (--edition)`);

  const t0 = Date.now();
  let text: string;
  try {
    text = await readSource(args.source);
  } catch (e) {
    console.error(`import:nice: cannot read ${args.source}: ${(e as Error).message}`);
    process.exit(1);
  }
  const parsed = parseNiceJsonl(text);
  const { classes, groups, items } = parsed.counts;
  if (parsed.problems.length) {
    console.error(`import:nice: ${args.source} has ${parsed.problems.length} bad row${parsed.problems.length > 1 ? 's' : ''}; nothing was imported.`);
    for (const p of parsed.problems.slice(0, SHOW_PROBLEMS)) console.error(`  line ${p.line}: ${p.message}`);
    if (parsed.problems.length > SHOW_PROBLEMS) console.error(`  ... and ${parsed.problems.length - SHOW_PROBLEMS} more`);
    process.exit(1);
  }
  console.log(`import:nice: ${args.source}: ${classes} classes, ${groups} groups, ${items} items, all rows valid`);
  if (args.check) return;
  const { db, where } = await open();
  try {
    const r = await writeEdition(db, edition, parsed, args.source);
    console.log(`import:nice: edition ${edition} ${r.replaced ? 'replaced' : 'imported'} into ${where} in ${((Date.now() - t0) / 1000).toFixed(1)} s (write ${(r.ms / 1000).toFixed(1)} s)`);
  } catch (e) {
    if (e instanceof NiceImportError) {
      console.error(`import:nice: ${e.message}; nothing was imported`);
      process.exitCode = 1;
    } else throw e;
  } finally {
    await db.close();
  }
}

main().catch((e) => {
  console.error('import:nice: failed, the previous edition is unchanged:', e instanceof Error ? e.message : e);
  process.exit(1);
});
