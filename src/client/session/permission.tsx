// The permission helper every rendered button goes through (spec 6): shown when its key is granted, or
// when it names no key.
import type { ReactNode } from 'react';
import type { PermissionKey } from '../../generated/catalogue';
import { useSession } from './session';

export function hasPermission(granted: ReadonlySet<string>, key?: PermissionKey | string | null): boolean {
  return !key || granted.has(key);
}

export function usePermission() {
  const { permissions } = useSession();
  return (key?: PermissionKey | string | null) => hasPermission(permissions, key);
}

export function Authorized({ permission, children, fallback = null }: { permission?: PermissionKey | string; children: ReactNode; fallback?: ReactNode }) {
  const can = usePermission();
  return <>{can(permission) ? children : fallback}</>;
}
