import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-body';

describe('nestsDeeperThan', () => {
  const arrays = (n: number) => '['.repeat(n) + ']'.repeat(n);

  it('counts objects and arrays, up to the limit and one past it', () => {
    expect(nestsDeeperThan(arrays(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan(arrays(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":[{"c":[]}]}}', 5)).toBe(false);
    expect(nestsDeeperThan('{"a":{"b":[{"c":[]}]}}', 4)).toBe(true);
    expect(nestsDeeperThan('[[],[],[],[]]', 2)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(`{"a":"${'['.repeat(1000)}"}`, 1)).toBe(false);
    expect(nestsDeeperThan(`{"a":"\\"[[[[","b":"\\\\"}`, 1)).toBe(false);
    expect(nestsDeeperThan(`{"a":"\\\\",   "b":[[]]}`, 2)).toBe(true);
  });

  it('is linear: a megabyte of brackets is answered at once', () => {
    expect(nestsDeeperThan(arrays(500_000), MAX_JSON_DEPTH)).toBe(true);
    expect(nestsDeeperThan('[1,'.repeat(300_000) + '1' + ']'.repeat(300_000), MAX_JSON_DEPTH)).toBe(true);
  });
});
