// Qualification proofs as deadlines (src/server/deadlines/sources.ts): every proof with an end date in the range,
// the end date as the day to act by (renew the licence, the authorisation ...), its reminder day (remindDays
// before) in the derivation; the monitor, to-dos, reminders and the calendar feed read it with every other
// module's obligations.
import dayjs from 'dayjs';
import type { DeadlineItem, DeadlineSource } from '../../../server/deadlines/sources';

const KIND: Record<string, string> = { license: '营业执照', idCard: '身份证明', authorization: '授权书', other: '资质证明' };

export const proofDeadlines: DeadlineSource = async (tx, q) => {
  const r = await tx.query<{ id: number; kind: string; name: string; holder: string; valid_until: string; remind_days: number }>(
    `select id, kind, name, holder, to_char(valid_until, 'YYYY-MM-DD') as valid_until, remind_days
       from qualification_proofs
      where valid_until is not null and ($1::date is null or valid_until >= $1::date) and valid_until <= $2::date
      order by valid_until, id`,
    [q.from ?? null, q.to],
  );
  return r.rows.map(
    (p): DeadlineItem => ({
      source: 'qualificationProof',
      sourceId: String(p.id),
      kind: `${KIND[p.kind] ?? '资质证明'}到期`,
      title: `${p.name}（${p.holder}）`,
      dueDate: p.valid_until,
      derivation: [`有效期至 ${p.valid_until}`, `到期前 ${p.remind_days} 天起提醒（${dayjs(p.valid_until).subtract(p.remind_days, 'day').format('YYYY-MM-DD')}）`],
      userIds: [],
      link: '/brand/aptitudeProveEdit',
    }),
  );
};
