import { describe, expect, it } from 'vitest';
import { exceeding, menuParents, normaliseGrants, permissionTree } from './grants';

describe('role grants', () => {
  it('the permission tree holds only built menus, each with its buttons', () => {
    const tree = permissionTree();
    const system = tree.find((n) => n.menuKey === 'system')!;
    const roles = system.children.find((n) => n.menuKey === 'roleConfig')!;
    expect(roles.buttons.map((b) => b.key)).toEqual(['roleAdd', 'roleDelete', 'roleEdit', 'roleList']);
    // /system/proposalConfig has its page now (issue 11): in the tree.
    expect(system.children.some((n) => n.menuKey === 'proposalConfig')).toBe(true);
  });

  it('normalising adds the menus of granted buttons and every granted menu’s parents', () => {
    expect(normaliseGrants({ roleAuth: ['roleEdit'], menuKeys: [] })).toEqual({ roleAuth: ['roleEdit'], menuKeys: ['system', 'roleConfig'] });
    expect(menuParents().get('roleConfig')).toBe('system');
    expect(normaliseGrants({ roleAuth: ['nope'], menuKeys: [] })).toEqual({ problem: { kind: 'unknownPermission', keys: ['nope'] } });
    expect(normaliseGrants({ roleAuth: [], menuKeys: ['nowhere'] })).toEqual({ problem: { kind: 'unknownMenu', keys: ['nowhere'] } });
  });

  it('what a grant adds beyond the granter: new keys they lack and a wider data scope', () => {
    const own = { roleAuth: ['brandList'], menuKeys: ['brandManage', 'brandRecord'], dataScope: 2 as const };
    expect(exceeding({ roleAuth: ['brandList'], menuKeys: ['brandManage'], dataScope: 2 }, null, own)).toBeNull();
    expect(exceeding({ roleAuth: ['brandList', 'brandDelete'], menuKeys: ['system'], dataScope: 1 }, null, own)).toEqual({ kind: 'exceeds', permissions: ['brandDelete'], menus: ['system'], dataScope: true });
    // Keeping what the role already held is not granting.
    const previous = { roleAuth: ['brandDelete'], menuKeys: ['system'], dataScope: 1 as const };
    expect(exceeding({ roleAuth: ['brandDelete'], menuKeys: ['system'], dataScope: 1 }, previous, own)).toBeNull();
    // A narrower scope is always allowed.
    expect(exceeding({ roleAuth: [], menuKeys: [], dataScope: 3 }, previous, own)).toBeNull();
  });
});
