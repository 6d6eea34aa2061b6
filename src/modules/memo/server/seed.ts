// Demo memos: a few notes for each demo user, one reminder already sent (its message on the workbench) and one
// still waiting, so /memo and the workbench are not empty on first start.
import dayjs from 'dayjs';
import type { Queryable } from '../../../server/db/types';

export async function seedMemos(tx: Queryable, tenantId: number): Promise<void> {
  const users = await tx.query<{ id: number; account: string }>(`select id, account from users where tenant_id = $1 and deleted_at is null order by id limit 5`, [tenantId]);
  const now = dayjs();
  for (const u of users.rows) {
    const notes: Array<[string, string, dayjs.Dayjs | null, boolean]> = [
      ['整理第 25 类续展清单', '年底前核对 2017 年注册、明年到期的商标，列出需续展的类别与预算。', now.add(3, 'day').hour(9).minute(30).second(0), false],
      ['回复客户关于驳回复审的问题', '客户询问“星河”驳回复审的胜算与费用，附上类似案例。', now.subtract(1, 'day').hour(10).minute(0).second(0), true],
      ['季度商标监测报告', '每季度初汇总近似商标公告与异议建议。', null, false],
    ];
    for (const [title, content, remindAt, sent] of notes) {
      await tx.query(
        `insert into memos (tenant_id, user_id, title, content, remind_at, reminded_at) values ($1, $2, $3, $4, $5, $6)`,
        [tenantId, u.id, title, content, remindAt?.toDate() ?? null, sent && remindAt ? remindAt.toDate() : null],
      );
      if (sent)
        await tx.query(`insert into messages (tenant_id, user_id, title, content, msg_type, link) values ($1, $2, $3, $4, 4, '/memo')`, [
          tenantId,
          u.id,
          `备忘提醒：${title}`,
          content,
        ]);
    }
  }
}
