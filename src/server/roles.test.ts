import { describe, expect, it } from 'vitest';
import { mergeGrants } from './roles';

const ORDER = ['a', 'b', 'c', 'd', 'e'];

describe('mergeGrants (built-in role sync)', () => {
  it('adds what the data newly grants and keeps what an administrator added', () => {
    expect(mergeGrants(['a', 'e'], ['a'], ['a', 'b'], ORDER)).toEqual(['a', 'b', 'e']);
  });
  it('does not re-add what an administrator took away after the sync granted it', () => {
    expect(mergeGrants(['a'], ['a', 'b'], ['a', 'b'], ORDER)).toEqual(['a']);
  });
  it('takes back what the data no longer grants, and drops keys that no longer exist', () => {
    expect(mergeGrants(['a', 'b', 'zzz'], ['a', 'b'], ['a'], ORDER)).toEqual(['a']);
  });
  it('a first sync of a role never synced grants everything in the data', () => {
    expect(mergeGrants([], [], ['c', 'a'], ORDER)).toEqual(['a', 'c']);
  });
});
