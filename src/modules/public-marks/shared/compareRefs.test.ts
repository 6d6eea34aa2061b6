import { describe, expect, it } from 'vitest';
import { compareLink, hitCompareLink, parseHit, parseRef, refText } from './compareRefs';

describe('comparison page address', () => {
  it('reads and writes the two sides', () => {
    expect(parseRef('pm:12')).toEqual({ source: 'publicMark', id: 12 });
    expect(parseRef('tm:5')).toEqual({ source: 'trademark', id: 5 });
    expect(parseRef('7')).toEqual({ source: 'publicMark', id: 7 });
    expect(refText({ source: 'trademark', id: 5 })).toBe('tm:5');
    expect(compareLink({ source: 'publicMark', id: 1 }, { source: 'trademark', id: 2 })).toBe('/tool/dplsearch4?left=pm:1&right=tm:2');
    expect(hitCompareLink(9)).toBe('/tool/dplsearch4?hit=9');
  });
  it('refuses what is no side', () => {
    for (const bad of ['', null, 'xx:1', 'pm:0', 'pm:-1', 'pm:2147483648', 'pm:1.5', 'tm:']) expect(parseRef(bad)).toBeNull();
    expect(parseHit('12')).toBe(12);
    expect(parseHit('0')).toBeNull();
    expect(parseHit('abc')).toBeNull();
  });
});
