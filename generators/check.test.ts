import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkRegistry } from './check';
import { type JsonObject, type Registry, type RouteDef, SCHEMA_BASE, allCalls, loadRegistry, walkRoutes } from './load';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
let base: Registry;

beforeAll(() => {
  base = loadRegistry(ROOT);
});

/** A deep copy of the loaded registry (shared objects stay shared inside the copy), changed by `mutate`. */
function broken(mutate: (reg: Registry) => void): string[] {
  const reg = structuredClone(base);
  mutate(reg);
  return checkRegistry(reg);
}

const call = (reg: Registry, path: string) => {
  const c = allCalls(reg).find((x) => x.path === path);
  if (!c) throw new Error(`no call ${path}`);
  return c;
};
const route = (reg: Registry, path: string) => {
  let found: RouteDef | undefined;
  for (const list of [reg.routes.publicRoutes, reg.routes.standaloneRoutes, reg.routes.menuRoutes])
    walkRoutes(list, (r) => {
      if (r.path === path) found = r;
    });
  if (!found) throw new Error(`no route ${path}`);
  return found;
};

describe('checkRegistry', () => {
  it('passes the real schemas', () => {
    expect(checkRegistry(base)).toEqual([]);
  });

  it('the copy used below passes too (the mutations are what fails)', () => {
    expect(broken(() => {})).toEqual([]);
  });

  it('reports a $ref that does not resolve', () => {
    const problems = broken((reg) => {
      const user = reg.files.get(SCHEMA_BASE + 'entities/user.json')!.doc as JsonObject;
      ((user.properties as JsonObject).roleId as JsonObject).$ref = '../_shared/common.json#/$defs/noSuchDef';
    });
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.join('\n')).toContain('noSuchDef');
  });

  it('reports a $ref to a missing file in a data file (routes are not compiled by Ajv)', () => {
    const problems = broken((reg) => {
      (route(reg, '/deal').meta as Record<string, unknown>).extra = { $ref: '../nowhere.json' };
    });
    expect(problems.some((p) => p.includes('nowhere.json'))).toBe(true);
  });

  it('reports an unknown permission key', () => {
    const problems = broken((reg) => {
      call(reg, '/api/user/unlock').permission = 'userExplode';
    });
    expect(problems).toContain(
      'user.unlock: permission "userExplode" is neither public, session nor a key of schemas/permissions.json',
    );
  });

  it('reports a duplicate menuKey', () => {
    const problems = broken((reg) => {
      route(reg, '/personal').meta.menuKey = 'deal';
    });
    expect(problems).toContain('route /personal: menuKey deal used twice');
  });

  it('reports an activeMenu that is not a route', () => {
    const problems = broken((reg) => {
      route(reg, '/brand/detail').meta.activeMenu = '/brandManage/gone';
    });
    expect(problems).toContain('route /brand/detail: activeMenu /brandManage/gone is not a route');
  });

  it('reports a redirect that is not a route', () => {
    const problems = broken((reg) => {
      route(reg, '/brandManage').redirect = '/brandManage/gone';
    });
    expect(problems).toContain('route /brandManage: redirect /brandManage/gone is not a route');
  });

  it('reports a request object that does not set additionalProperties: false', () => {
    const problems = broken((reg) => {
      delete call(reg, '/loginPage/login').request.additionalProperties;
    });
    expect(problems.some((p) => p.startsWith('loginPage.login.request') && p.includes('additionalProperties: false'))).toBe(true);
  });

  it('reports request numbers without both bounds, through $refs and in field kinds', () => {
    const problems = broken((reg) => {
      const common = reg.files.get(SCHEMA_BASE + '_shared/common.json')!.doc as JsonObject;
      delete ((common.$defs as JsonObject).id as JsonObject).maximum;
      const number = reg.files.get(SCHEMA_BASE + 'field-kinds/number.json')!.doc as JsonObject;
      delete (((number.valueSchema as JsonObject).anyOf as JsonObject[])[0] as JsonObject).minimum;
    });
    const bounds = problems.filter((p) => p.includes('request numbers must set minimum and maximum'));
    expect(bounds.some((p) => p.includes('_shared/common.json#/$defs/id'))).toBe(true);
    expect(bounds.some((p) => p.startsWith('field kind number.valueSchema'))).toBe(true);
  });

  it('reports an open object reached through a $ref from a request', () => {
    const problems = broken((reg) => {
      const common = reg.files.get(SCHEMA_BASE + '_shared/common.json')!.doc as JsonObject;
      delete ((common.$defs as JsonObject).empty as JsonObject).additionalProperties;
    });
    expect(problems.some((p) => p.includes('common.json#/$defs/empty') && p.includes('additionalProperties'))).toBe(true);
  });

  it('reports a permission whose menuKey is no route', () => {
    const problems = broken((reg) => {
      reg.permissions.userList.menuKey = 'nowhere';
    });
    expect(problems).toContain("permission userList: menuKey nowhere is not a route's menuKey");
  });

  it('reports two calls on one path', () => {
    const problems = broken((reg) => {
      call(reg, '/api/user/auth/open').path = '/api/user/auth/close';
    });
    expect(problems.some((p) => p.includes('path /api/user/auth/close is also used'))).toBe(true);
  });

  it('reports a schema that does not compile', () => {
    const problems = broken((reg) => {
      const user = reg.files.get(SCHEMA_BASE + 'entities/user.json')!.doc as JsonObject;
      ((user.properties as JsonObject).name as JsonObject).minLength = 'one';
    });
    expect(problems.length).toBeGreaterThan(0);
  });

  describe('storage keywords (x-table, x-not-stored, x-column, x-stored, x-internal-columns)', () => {
    const entity = (reg: Registry, name: string) => reg.files.get(SCHEMA_BASE + `entities/${name}.json`)!.doc as JsonObject;
    const prop = (reg: Registry, name: string, p: string) => (entity(reg, name).properties as JsonObject)[p] as JsonObject;

    it('reports an entity that says neither where it is stored nor why it is not', () => {
      const problems = broken((reg) => {
        delete entity(reg, 'menu')['x-not-stored'];
      });
      expect(problems).toEqual(['schemas/entities/menu.json: say where the records are stored (x-table) or why they are not (x-not-stored), one of the two']);
    });

    it('reports two fields on one column, an internal column that is a field, and contradicting property keywords', () => {
      const problems = broken((reg) => {
        prop(reg, 'dispute', 'remark')['x-column'] = 'result';
        (entity(reg, 'dispute')['x-internal-columns'] as string[]).push('case_no');
        prop(reg, 'dispute', 'opponent')['x-stored'] = true;
        Object.assign(prop(reg, 'dispute', 'deadline'), { 'x-stored': false, 'x-column': 'deadline' });
      });
      expect(problems.sort()).toEqual([
        'schemas/entities/dispute.json: case_no is the column of caseNo and also in x-internal-columns',
        'schemas/entities/dispute.json: opponent.x-stored can only be false',
        'schemas/entities/dispute.json: deadline is not stored (x-stored: false), so it has no x-column or x-column-type',
        'schemas/entities/dispute.json: remark and result both map to column result',
      ].sort());
    });
  });

  // One case per rule: each runs the whole check (about 1.3 s idle, several times that under CI's load).
  describe('checks the HTTP routes', () => {
    const httpRoute = (reg: Registry, name: string) => reg.httpRoutes.find((r) => r.name === name)!;
    const cases: [string, (reg: Registry) => void, string][] = [
      [
        'permission',
        (reg) => void (httpRoute(reg, 'importTemplate').permission = 'brandExplode'),
        'http route importTemplate: permission "brandExplode" is neither public, session, signed nor a key of schemas/permissions.json',
      ],
      ['signed GETs', (reg) => void (httpRoute(reg, 'image').method = 'POST'), 'http route image: signed URLs are for GET routes only'],
      [
        'path parameters',
        (reg) => void (httpRoute(reg, 'download').path = '/files/uploads/:uid/:version'),
        'http route download: path parameters (uid, version) and params properties (uid) differ',
      ],
      [
        'upload uses',
        (reg) => void (httpRoute(reg, 'upload').upload = 'anything'),
        'http route upload: upload "anything" is not a key of UPLOAD_USES (src/shared/files/limits.ts)',
      ],
      [
        'closed objects',
        (reg) => void delete httpRoute(reg, 'logo').query!.additionalProperties,
        'http route logo: query must be an object schema with additionalProperties: false',
      ],
      ['a path that is a call', (reg) => void (httpRoute(reg, 'upload').path = '/loginPage/login'), 'http route upload: path /loginPage/login is also a catalogue call'],
      ['a path of another route', (reg) => void (httpRoute(reg, 'health').path = '/openapi.json'), 'http route health: GET /openapi.json is also route openApi'],
    ];
    it.each(cases)('%s', (_rule, mutate, problem) => {
      expect(broken(mutate)).toContain(problem);
    });
  });
});

describe('built-in roles (schemas/roles.json)', () => {
  const roles = (reg: Registry) => (reg.files.get(SCHEMA_BASE + 'roles.json')!.doc as JsonObject).roles as JsonObject[];
  const specialist = (reg: Registry) => roles(reg).find((r) => r.key === 'specialist')!;

  it('fails when a granted permission key is renamed in permissions.json', () => {
    const problems = broken((reg) => {
      reg.permissions.brandListRenamed = reg.permissions.brandList;
      delete reg.permissions.brandList;
    });
    expect(problems.join('\n')).toContain('role specialist: permission brandList is not a key of schemas/permissions.json');
  });

  it('fails when a granted menu key is not in the route tree', () => {
    const problems = broken((reg) => {
      (specialist(reg).menus as string[]).push('noSuchMenu');
    });
    expect(problems.join('\n')).toContain('role specialist: menu noSuchMenu is not a menuKey');
  });

  it('fails when a permission is granted without the menu it lives on', () => {
    const problems = broken((reg) => {
      specialist(reg).menus = (specialist(reg).menus as string[]).filter((m) => m !== 'disputeList');
    });
    expect(problems.join('\n')).toContain('permission disputeList lives on menu disputeList');
  });

  it('fails without a role holding everything, and on a duplicate key', () => {
    expect(broken((reg) => void roles(reg).splice(0, 1)).join('\n')).toContain('"all": true');
    expect(broken((reg) => void roles(reg).push({ ...specialist(reg), name: { zh: '另一个', en: 'Other' } })).join('\n')).toContain('role specialist: key used twice');
  });
});
