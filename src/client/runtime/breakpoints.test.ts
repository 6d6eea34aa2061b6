import { describe, expect, it } from 'vitest';
import { breakpointOf, DEFAULT_COLUMNS } from './breakpoints';

describe('breakpoints', () => {
  it('maps widths to the spec breakpoints', () => {
    expect([0, 767, 768, 991, 992, 1199, 1200, 1919, 1920, 2560].map(breakpointOf)).toEqual(['xs', 'xs', 'sm', 'sm', 'md', 'md', 'lg', 'lg', 'xl', 'xl']);
  });
  it('has default columns 1, 2, 2, 3, 4', () => {
    expect(DEFAULT_COLUMNS).toEqual({ xs: 1, sm: 2, md: 2, lg: 3, xl: 4 });
  });
});
