import { describe, expect, it } from 'vitest';
import { listMigrations, splitStatements } from './migrate';

describe('splitStatements', () => {
  it('splits on semicolons that end a line and drops comment lines', () => {
    const sql = [
      '-- header comment;',
      'create table a (',
      '  id int -- trailing note',
      ');',
      '',
      'create index a_idx on a (id);  ',
      "insert into a values (1); insert into a values (2);",
    ].join('\n');
    expect(splitStatements(sql)).toEqual([
      'create table a (\n  id int -- trailing note\n);',
      'create index a_idx on a (id);',
      'insert into a values (1); insert into a values (2);',
    ]);
  });

  it('keeps $$ bodies whole, including their semicolons and comment lines', () => {
    const fn = [
      'create function touch() returns trigger language plpgsql as $$',
      'begin',
      '  -- inside the body;',
      '  new.updated_at := now();',
      '  return new;',
      'end;',
      '$$;',
    ].join('\n');
    const sql = `${fn}\ncreate trigger t before update on a for each row execute function touch();\n`;
    expect(splitStatements(sql)).toEqual([fn, 'create trigger t before update on a for each row execute function touch();']);
  });

  it('handles a one-line do $$ block and a body closed mid-line', () => {
    const sql = [
      "do $$ begin perform 1; end $$;",
      'do $$',
      'begin',
      '  perform 2;',
      'end $$ language plpgsql;',
      'select 3;',
    ].join('\n');
    expect(splitStatements(sql)).toEqual([
      'do $$ begin perform 1; end $$;',
      'do $$\nbegin\n  perform 2;\nend $$ language plpgsql;',
      'select 3;',
    ]);
  });

  it('keeps a last statement without semicolon and ignores blank input', () => {
    expect(splitStatements('select 1;\nselect 2')).toEqual(['select 1;', 'select 2']);
    expect(splitStatements('')).toEqual([]);
    expect(splitStatements('\n-- only a comment\n\n')).toEqual([]);
  });
});

describe('listMigrations', () => {
  it('lists the numbered files in order and every statement of them ends with a semicolon', () => {
    const migrations = listMigrations();
    expect(migrations[0]).toMatchObject({ version: 1, name: 'foundation' });
    const versions = migrations.map((m) => m.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(new Set(versions).size).toBe(versions.length);
    for (const m of migrations) {
      const statements = splitStatements(m.sql);
      expect(statements.length).toBeGreaterThan(0);
      for (const s of statements) expect(s.endsWith(';'), `${m.name}: ${s.slice(0, 60)}`).toBe(true);
    }
  });
});
