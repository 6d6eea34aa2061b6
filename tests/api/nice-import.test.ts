// The classification importer on both databases, on the repository's fixture (tests/fixtures/nice-mini.jsonl):
// a good file, bad rows (reported with line numbers, nothing written, the previous edition intact), re-import of
// the same edition, a second edition beside the first, and a file read from disk the way `npm run import:nice`
// does; the shipped edition loaded at start: once, again only when its data changed, and once when two servers
// start at the same moment. How fast a full edition imports is measured by `npm run bench`, not asserted here.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILTIN_EDITION, ensureBuiltinEdition } from '../../src/modules/classification/server/builtin';
import { openDatabase } from '../../src/server/db/open';
import {
  NiceImportError, deleteEdition, editionKeyFromName, importNiceText, parseNiceJsonl, readSource, writeEdition,
} from '../../src/modules/classification/server/importer';
import { createTestDatabase, type TestDatabase } from './harness';

const FIXTURE_PATH = fileURLToPath(new URL('../fixtures/nice-mini.jsonl', import.meta.url));
const FIXTURE = readFileSync(FIXTURE_PATH, 'utf8');

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({ seed: false });
});
afterAll(async () => {
  await t?.drop();
});

const counts = async (edition: string) =>
  (
    await t.db.query<{ level: number; n: number }>('select level, count(*)::int as n from nice_entries where edition = $1 group by level order by level', [edition])
  ).rows.map((r) => r.n);

describe('importer', () => {
  it('imports a good file', async () => {
    const r = await importNiceText(t.db, 'ncl13-2026', FIXTURE, 'nice-mini.jsonl');
    expect(r).toMatchObject({ edition: 'ncl13-2026', classes: 3, groups: 8, items: 49, replaced: false });
    expect(await counts('ncl13-2026')).toEqual([3, 8, 49]);
    const e = await t.db.query('select edition, ncl_version, edition_year, class_count, group_count, item_count, source from nice_editions');
    expect(e.rows).toEqual([{ edition: 'ncl13-2026', ncl_version: 13, edition_year: 2026, class_count: 3, group_count: 8, item_count: 49, source: 'nice-mini.jsonl' }]);
    const shirt = await t.db.query<{ aliases: string[]; search_grams: string[] }>(
      `select aliases, search_grams from nice_entries where edition = 'ncl13-2026' and code = '250034'`,
    );
    expect(shirt.rows[0].aliases).toEqual(['套头衫,毛衣', '套头衫', '毛衣']);
    expect(shirt.rows[0].search_grams).toEqual(expect.arrayContaining(['0毛', '0毛衣', '0ma', '0tt', 'e:ncl13-2026', 'c:25']));
  });

  it('reports bad rows with line numbers and writes nothing; the previous edition stays', async () => {
    const lines = FIXTURE.trimEnd().split('\n');
    const broken = [
      ...lines.slice(0, 3),
      '{"code":"250099","type":"item","name":"无群组商品","parentCode":"2599"}',
      'not json',
      '{"code":"46","type":"class","name":"第46类","parentCode":null}',
      '{"code":"2501","type":"group","name":"","parentCode":"25"}',
      '{"code":"250042","type":"item","name":"衬衫","parentCode":"0901x"}',
      '{"code":"0901","type":"group","name":"错类","parentCode":"25"}',
      '["array"]',
      '{"code":"250042","type":"product","name":"衬衫","parentCode":"2501"}',
      ...lines.slice(3),
      lines[4],
    ].join('\n');
    const parsed = parseNiceJsonl(broken);
    expect(parsed.problems.map((p) => p.line)).toEqual([4, 5, 6, 7, 8, 9, 10, 11, lines.length + 9]);
    expect(parsed.problems[0].message).toBe('group 2599 of item 250099 is not in the file');
    expect(parsed.problems[1].message).toMatch(/^not valid JSON/);
    expect(parsed.problems[2].message).toMatch(/class code must be 01-45/);
    expect(parsed.problems[3].message).toBe('name must be a non-empty string');
    expect(parsed.problems[5].message).toBe('group 0901 does not belong to class 25');
    expect(parsed.problems[8].message).toMatch(/^duplicate of line 13 /);
    await expect(importNiceText(t.db, 'ncl13-2026', broken)).rejects.toBeInstanceOf(NiceImportError);
    await expect(importNiceText(t.db, 'ncl13-2026', broken)).rejects.toMatchObject({ problems: expect.arrayContaining([{ line: 5, message: expect.any(String) }]) });
    expect(await counts('ncl13-2026')).toEqual([3, 8, 49]);
  });

  it('an empty file or a bad edition key is refused', async () => {
    await expect(importNiceText(t.db, 'ncl13-2026', '\n\n')).rejects.toMatchObject({ problems: [{ line: 0, message: 'the file has no rows' }] });
    await expect(importNiceText(t.db, 'NCL 13', FIXTURE)).rejects.toBeInstanceOf(NiceImportError);
    expect(await counts('ncl13-2026')).toEqual([3, 8, 49]);
  });

  it('re-importing an edition replaces it', async () => {
    const smaller = FIXTURE.trimEnd().split('\n').filter((l) => !l.includes('"parentCode":"3503"') && !l.includes('"code":"3503"')).join('\n');
    const r = await importNiceText(t.db, 'ncl13-2026', smaller, 'smaller.jsonl');
    expect(r).toMatchObject({ classes: 3, groups: 7, items: 45, replaced: true });
    expect(await counts('ncl13-2026')).toEqual([3, 7, 45]);
    const again = await importNiceText(t.db, 'ncl13-2026', FIXTURE, 'nice-mini.jsonl');
    expect(again.replaced).toBe(true);
    expect(await counts('ncl13-2026')).toEqual([3, 8, 49]);
  });

  it('a failure while writing rolls the whole edition back', async () => {
    // The last row breaks a database check (class_no 0) after most rows are written: all of it is rolled back.
    const parsed = parseNiceJsonl(FIXTURE);
    parsed.rows[parsed.rows.length - 1] = { ...parsed.rows[parsed.rows.length - 1], classNo: 0 };
    await expect(writeEdition(t.db, 'ncl13-2026', parsed)).rejects.toThrow();
    expect(await counts('ncl13-2026')).toEqual([3, 8, 49]);
    expect((await t.db.query(`select source from nice_editions where edition = 'ncl13-2026'`)).rows).toEqual([{ source: 'nice-mini.jsonl' }]);
  });

  it('keeps a second edition side by side', async () => {
    const older = FIXTURE.replace('"name":"衬衫"', '"name":"衬衣"');
    const r = await importNiceText(t.db, 'ncl12-2025', older);
    expect(r.replaced).toBe(false);
    expect(await counts('ncl12-2025')).toEqual([3, 8, 49]);
    expect(await counts('ncl13-2026')).toEqual([3, 8, 49]);
    const names = await t.db.query<{ edition: string; name: string }>(`select edition, name from nice_entries where code = '250042' order by edition`);
    expect(names.rows).toEqual([
      { edition: 'ncl12-2025', name: '衬衣' },
      { edition: 'ncl13-2026', name: '衬衫' },
    ]);
  });

  it('imports a file from disk as the command line does: key from the file name, other editions untouched', async () => {
    const edition = editionKeyFromName(FIXTURE_PATH);
    expect(edition).toBe('nice-mini');
    const r = await importNiceText(t.db, edition!, await readSource(FIXTURE_PATH), 'nice-mini.jsonl');
    expect(r).toMatchObject({ edition: 'nice-mini', classes: 3, groups: 8, items: 49, replaced: false });
    expect(await counts('nice-mini')).toEqual([3, 8, 49]);
    const e = await t.db.query(`select ncl_version, edition_year, item_count from nice_editions where edition = 'nice-mini'`);
    expect(e.rows).toEqual([{ ncl_version: null, edition_year: null, item_count: 49 }]);
    expect(await deleteEdition(t.db, 'nice-mini')).toBe(true);
    expect(await counts('nice-mini')).toEqual([]);
    expect(await counts('ncl13-2026')).toEqual([3, 8, 49]);
    expect(await counts('ncl12-2025')).toEqual([3, 8, 49]);
  });
});

describe('the shipped edition at start', () => {
  const builtinRows = async () => (await t.db.query<{ n: number }>('select count(*)::int as n from nice_entries where edition = $1', [BUILTIN_EDITION])).rows[0].n;

  it('two servers starting at once load it once; later starts leave it alone; other editions stay', async () => {
    // A second connection pool on PostgreSQL stands for a second server; PGlite has one connection.
    const second = t.url ? await openDatabase({ databaseUrl: t.url }) : t.db;
    try {
      const [a, b] = await Promise.all([ensureBuiltinEdition(t.db), ensureBuiltinEdition(second)]);
      expect([a.loaded, b.loaded].sort()).toEqual([false, true]);
    } finally {
      if (second !== t.db) await second.close();
    }
    expect(await builtinRows()).toBe(45 + 492 + 11986);
    const e = await t.db.query(`select label, builtin, ready, item_count from nice_editions where edition = $1`, [BUILTIN_EDITION]);
    expect(e.rows).toEqual([{ label: 'NCL(13-2026)', builtin: true, ready: true, item_count: 11986 }]);
    expect((await ensureBuiltinEdition(t.db)).loaded).toBe(false);
    expect(await counts('ncl12-2025')).toEqual([3, 8, 49]);
  });

  it('a changed data file (another checksum) is loaded again', async () => {
    await t.db.query(`update nice_editions set checksum = 'older' where edition = $1`, [BUILTIN_EDITION]);
    await t.db.query(`delete from nice_entries where edition = $1 and level = 2 and class_no = 25`, [BUILTIN_EDITION]);
    expect((await ensureBuiltinEdition(t.db)).loaded).toBe(true);
    expect(await builtinRows()).toBe(45 + 492 + 11986);
  });
});
