import { describe, expect, it } from 'vitest';
import { declCondition, ownerCondition, sessionDataScope, specScopeCondition } from './data-scope';

describe('data scope conditions', () => {
  it('all: no condition; own: the owner column; department: owners of the subtree and oneself', () => {
    expect(ownerCondition('created_by', { kind: 'all' })).toBeNull();
    expect(ownerCondition('created_by', undefined)).toBeNull();
    expect(ownerCondition('created_by', { kind: 'own', userId: 7 })).toBe('t."created_by" = 7');
    expect(ownerCondition('created_by', { kind: 'dept', userId: 7, deptPath: '/1/2/' }, '')).toBe(
      `"created_by" = any(array(select du.id from users du join departments dd on dd.id = du.dept_id where dd.path like '/1/2/%' union select 7))`,
    );
    // Without a department, one's own records.
    expect(ownerCondition('created_by', { kind: 'dept', userId: 7, deptPath: null })).toBe('t."created_by" = 7');
  });
  it('refuses anything but digits and slashes in a path, and unsafe columns', () => {
    expect(() => ownerCondition('created_by', { kind: 'dept', userId: 7, deptPath: "/1/' or 1=1 --/" })).toThrow();
    expect(() => ownerCondition('x; drop', { kind: 'own', userId: 7 })).toThrow();
  });
  it('from the session, and only for entities that declare x-data-scope', () => {
    expect(sessionDataScope({ userId: 3, dataScope: 2, deptPath: '/1/' })).toEqual({ kind: 'dept', userId: 3, deptPath: '/1/' });
    expect(sessionDataScope({ userId: 3, dataScope: 1, deptPath: null })).toEqual({ kind: 'all' });
    expect(specScopeCondition({ dataScope: null }, { kind: 'own', userId: 3 })).toBeNull();
  });
  it('several owners, owner arrays and a linked record: any of them puts the record in scope', () => {
    const decl = { owners: ['requester_id', 'handler_id'], ownerArrays: ['current_approver_ids'], through: [] };
    expect(declCondition(decl, { kind: 'own', userId: 5 })).toBe('(t."requester_id" = 5 or t."handler_id" = 5 or 5 = any(t."current_approver_ids"))');
    const dept = declCondition(decl, { kind: 'dept', userId: 5, deptPath: '/1/' })!;
    expect(dept).toContain('t."current_approver_ids" && array(select du.id');
    const link = { column: 'trademark_id', table: 'trademarks', owners: ['created_by'] };
    const via = { owners: [], ownerArrays: [], through: [link] };
    expect(declCondition(via, { kind: 'own', userId: 5 })).toBe('t."trademark_id" = any(array(select ds.id from "trademarks" ds where ds."created_by" = 5))');
    expect(declCondition(via, { kind: 'all' })).toBeNull();
    expect(() => declCondition({ ...via, through: [{ ...link, table: 'x"; drop' }] }, { kind: 'own', userId: 5 })).toThrow();
  });
  it('several links: the owned one, or any record of a linked entity without owners (a copyright record)', () => {
    const decl = {
      owners: [], ownerArrays: [],
      through: [{ column: 'trademark_id', table: 'trademarks', owners: ['created_by'] }, { column: 'copyright_work_id', table: 'copyright_works', owners: null }],
    };
    expect(declCondition(decl, { kind: 'own', userId: 5 })).toBe(
      '(t."trademark_id" = any(array(select ds.id from "trademarks" ds where ds."created_by" = 5)) or t."copyright_work_id" is not null)',
    );
    expect(() => declCondition({ ...decl, through: [{ column: 'x; drop', table: 'copyright_works', owners: null }] }, { kind: 'own', userId: 5 })).toThrow();
  });
});
