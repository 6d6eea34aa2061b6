// The event occurrences the notify module finds itself, every few minutes for every tenant, and sends through
// notifyEvent (which notifies each recipient of an occurrence once):
//  - documentReceived: an official document (of a mark or a copyright) recorded in the last day; responsible: its
//    uploader and the owner of its mark, work or software.
//  - qualificationExpiring: a qualification proof whose validity ends within the setting's 提前天数 (else the
//    proof's own reminder days); responsible: the users who may maintain proofs (aptitudeManage).
// Events raised where they happen (a demand waiting for approval, deadline reminders of a module) are sent by that
// module through notifyEvent / shouldNotify.
import { withSystem, withTenant } from '../../../server/db/tenant';
import type { Database, Queryable } from '../../../server/db/types';
import { todayInChina } from '../../../shared/dates';
import { eventSetting } from './defaults';
import { notifyEvent } from './events';

export async function scanDocumentsReceived(tx: Queryable, tenantId: number): Promise<number> {
  if (!(await eventSetting(tx, tenantId, 'documentReceived')).enabled) return 0;
  const docs = await tx.query<{ id: number; right_type: string; type_name: string; tm_name: string | null; app_no: string | null; deadline: string | null; uploader: number | null; owner: number | null }>(
    `select d.id, d.right_type, t.name as type_name, d.tm_name, d.app_no, to_char(d.deadline, 'YYYY-MM-DD') as deadline, u.user_id as uploader,
            coalesce(m.created_by, cw.created_by, cs.created_by) as owner
       from official_documents d
       join official_doc_types t on t.tenant_id = d.tenant_id and t.code = d.type_code
       left join official_uploads u on u.id = d.upload_id
       left join trademarks m on m.id = d.trademark_id
       left join copyright_works cw on cw.id = d.copyright_work_id
       left join copyright_software cs on cs.id = d.copyright_software_id
      where d.tenant_id = $1 and d.deleted_at is null and d.created_at > now() - interval '1 day'
        and not exists (select 1 from notify_event_deliveries n where n.tenant_id = $1 and n.event_type = 'documentReceived' and n.source_key = 'document:' || d.id)
      order by d.id limit 500`,
    [tenantId],
  );
  let n = 0;
  for (const d of docs.rows) {
    // A copyright document (版权官文) has its own list and words.
    const copyright = d.right_type === 'copyright';
    const list = copyright ? '/copyRight/officeFile' : '/brand/filesAll';
    const about = `${d.tm_name ? `${copyright ? '作品/软件' : '商标'}“${d.tm_name}”` : ''}${d.app_no ? `（${copyright ? '登记号' : '申请号'} ${d.app_no}）` : ''}`;
    const r = await notifyEvent(tx, {
      tenantId,
      event: 'documentReceived',
      sourceKey: `document:${d.id}`,
      responsible: [d.uploader, d.owner].filter((x): x is number => typeof x === 'number'),
      title: `收到新官文：${d.type_name}`,
      content: `${about || '一份'}${d.type_name}已录入${d.deadline ? `，官方期限 ${d.deadline}` : ''}，请及时查看。`,
      link: d.app_no ? `${list}?${new URLSearchParams({ appNo: d.app_no })}` : list,
    });
    n += r.workbench + r.email;
  }
  return n;
}

export async function scanQualificationsExpiring(tx: Queryable, tenantId: number, today = todayInChina()): Promise<number> {
  const s = await eventSetting(tx, tenantId, 'qualificationExpiring');
  if (!s.enabled) return 0;
  const proofs = await tx.query<{ id: number; name: string; holder: string; until: string; days: number }>(
    `select id, name, holder, to_char(valid_until, 'YYYY-MM-DD') as until, (valid_until - $1::date) as days
       from qualification_proofs
      where tenant_id = $3 and valid_until >= $1::date and valid_until <= $1::date + coalesce($2::int, remind_days)
      order by valid_until, id limit 500`,
    [today, s.daysBefore, tenantId],
  );
  if (!proofs.rows.length) return 0;
  const keepers = await tx.query<{ id: number }>(
    `select u.id from users u join roles r on r.id = u.role_id where u.tenant_id = $1 and u.deleted_at is null and (r.builtin = 'admin' or 'aptitudeManage' = any(string_to_array(r.role_auth, ',')))`,
    [tenantId],
  );
  let n = 0;
  for (const p of proofs.rows) {
    const r = await notifyEvent(tx, {
      tenantId,
      event: 'qualificationExpiring',
      sourceKey: `qualification:${p.id}:${p.until}`,
      responsible: keepers.rows.map((k) => Number(k.id)),
      title: `资质即将到期：${p.name}`,
      content: `${p.holder}的资质“${p.name}”将于 ${p.until} 到期（还有 ${p.days} 天），请及时续期并更新资质证明。`,
      link: '/brand/aptitudeProveEdit',
    });
    n += r.workbench + r.email;
  }
  return n;
}

/** Every tenant's occurrences, one transaction per tenant. */
export async function scanEvents(db: Database): Promise<number> {
  const tenants = await withSystem(db, (tx) => tx.query<{ id: number }>(`select id from tenants order by id`));
  let n = 0;
  for (const t of tenants.rows) n += await withTenant(db, t.id, async (tx) => (await scanDocumentsReceived(tx, t.id)) + (await scanQualificationsExpiring(tx, t.id)));
  return n;
}
