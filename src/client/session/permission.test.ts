import { describe, expect, it } from 'vitest';
import { hasPermission } from './permission';

describe('permission helper', () => {
  const granted = new Set(['userStatus']);
  it('shows buttons whose key is granted', () => expect(hasPermission(granted, 'userStatus')).toBe(true));
  it('hides buttons whose key is missing', () => expect(hasPermission(granted, 'userUnlock')).toBe(false));
  it('shows buttons without a key', () => expect(hasPermission(granted, undefined)).toBe(true));
});
