import { describe, expect, it } from 'vitest';
import { notices } from './notify';

const d = { id: 7, demandNo: 'XQ202611290001', title: '续展', requesterId: 1 };

describe('demand notices', () => {
  it('an approver let go is told it left their 待审批, the requester who approves now; only a waiting demand reaches the roles', () => {
    const list = notices(d, [
      { kind: 'removed', userIds: [2], names: ['周经理'], step: '部门审批', requesterId: 1, remaining: ['郑经理'] },
      { kind: 'awaiting', userIds: [5], step: '部门审批' },
    ], '系统');
    expect(list.map((n) => [n.userIds, n.title, n.approval])).toEqual([
      [[2], '需求审批已调整', false],
      [[1], '需求审批人变更', false],
      [[5], '待审批需求', true],
    ]);
    expect(list[0].content).toBe('需求“续展”（XQ202611290001）的“部门审批”已不再需要您审批（审批人已调整），已从您的待审批中移除');
    expect(list[1].content).toContain('周经理不再审批，现由郑经理审批');
    expect(list[2].link).toBe('/mobile/demand?id=7');
  });

  it('a handover names the new approver; a step nobody can approve asks the requester to reassign it', () => {
    const [from, waiting] = notices(d, [{ kind: 'reassigned', from: 2, to: 3, toName: '吴专员', step: '主管' }, { kind: 'unresolved', requesterId: 1, step: '主管' }], '李专员');
    expect(from).toMatchObject({ userIds: [2], content: expect.stringContaining('已由李专员转交给吴专员审批') });
    expect(waiting).toMatchObject({ userIds: [1], title: '需求审批无人处理', link: '/brand/demandDetail?id=7' });
  });
});
