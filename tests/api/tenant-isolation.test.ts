// Tenant isolation table by table, on both databases. From the catalogue: every table with a tenant_id column
// has row-level security on with the one tenant policy (app.tenant_id, for reads and writes) that binds the role
// calls run as. Then one probe per such table: tenant 2's calls that read or write it, aimed at tenant 1's rows,
// see none of them and change none of them (tenant 1's rows, read past row-level security, are the same before
// and after). A new tenant table without a probe here fails.
import { scanEvents } from '../../src/modules/notify/server/scan';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDueReminders } from '../../src/server/custom-fields/reminders';
import { APP_ROLE, withSystem, withTenant } from '../../src/server/db/tenant';
import { planDigests } from '../../src/modules/notify/server/digest';
import { scheduleReminders } from '../../src/modules/official-docs/server/reminders';
import { createTenant } from '../../src/server/seed';
import { startTestApp, userId, type CallResult, type TestApp } from './harness';
import { textPdf } from './pdf';

let t: TestApp;
/** Tenant 1 is the seeded demo tenant, tenant 2 a fresh one; tokens of their administrators. */
let t1: { id: number; admin: string; adminId: number };
let t2: { id: number; admin: string; adminId: number };

const TRADEMARKS = 1; // custom-field module of the trademark archive
const POLICY = "(tenant_id = (current_setting('app.tenant_id'::text))::integer)";

const as1 = (path: string, body: object = {}) => t.call(path, body, { token: t1.admin });
const as2 = (path: string, body: object = {}) => t.call(path, body, { token: t2.admin });
const ok = <T = any>(r: CallResult<T>): T => {
  expect([r.subCode, r.subMessage]).toEqual([10000, '成功']);
  return r.data;
};
const notFound = (r: CallResult) => expect([r.status, r.subCode]).toEqual([404, 40400]);

/** Tenant 1's rows of a table as the owner reads them (past row-level security), in a stable order. */
async function tenant1Rows(table: string): Promise<string[]> {
  const r = await t.db.query(`select * from "${table}" where tenant_id = $1`, [t1.id]);
  // PGlite reads bigint columns (a mark's image hash) as BigInt, which JSON does not write: as text.
  return r.rows.map((row) => JSON.stringify(row, (_k, v) => (typeof v === 'bigint' ? v.toString() : v))).sort();
}

/** One row id of tenant 1's table (newest), read past row-level security. */
async function tenant1Id(table: string, where = 'true'): Promise<number> {
  const r = await t.db.query<{ id: number }>(`select id from "${table}" where tenant_id = $1 and ${where} order by id desc limit 1`, [t1.id]);
  expect(r.rows.length, `tenant 1 has a row in ${table}`).toBe(1);
  return r.rows[0].id;
}

/** Ids a call listed that are not tenant 2's rows of the table. */
async function notTenant2(table: string, list: Array<{ id: number }>): Promise<number[]> {
  const ids = list.map((x) => x.id);
  const r = await t.db.query<{ id: number }>(`select id from "${table}" where id = any($1::int[]) and tenant_id <> $2`, [ids, t2.id]);
  return r.rows.map((x) => x.id);
}

function multipart(name: string, data: Buffer) {
  const boundary = '----ipmsIsolationBoundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, data, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}
async function post(url: string, name: string, data: Buffer, token: string) {
  const m = multipart(name, data);
  const res = await t.app.inject({ method: 'POST', url, headers: { token, 'content-type': m.contentType }, payload: m.payload });
  return JSON.parse(res.body) as CallResult;
}
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: { token } });

const ISO_PDF = textPdf([['驳回通知书', '申请号：61610001']]);
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');

/** Ids of tenant 1's things the probes aim at, made or found in beforeAll. */
const own: { officialDoc?: number; calendarDay?: number; upload?: string; importId?: number; exportId?: number; reminderField?: number; mergeLogId?: number; niceImportId?: number; caseNo?: string; formId?: number; largeUpload?: number; proposalId?: number } = {};

beforeAll(async () => {
  t = await startTestApp();
  const two = await withSystem(t.db, (tx) =>
    createTenant(tx, { name: '远山知识产权代理有限公司', code: 'yuanshan' }, [{ account: 'zhao', password: 'Zhao@2026x', name: '赵管理', phone: '13900000001', role: '管理员' }]),
  );
  const demo = await t.db.query<{ id: number }>(`select id from tenants where code = 'demo'`);
  t1 = { id: demo.rows[0].id, admin: await t.tokenFor('admin', 'Admin@2026'), adminId: await userId(t.db, 'admin') };
  t2 = { id: two.tenantId, admin: await t.tokenFor('zhao@yuanshan', 'Zhao@2026x'), adminId: two.userIds[0] };

  // Tenant 1 gets a row in every table the seed leaves empty.
  ok(await as1('/userCustomDisplay/set', { displayType: 7, displayContent: '1' }));
  ok(await as1('/countryCtg/reSave', { list: [{ name: '重点国家', subList: [{ name: '', code: 'US' }, { name: '', code: 'JP' }] }] }));
  own.exportId = ok(await as1('/enterPrise/export', { columns: ['applicantName'] })).id;
  ok(await as1('/brandArchives/onceMergeBrand', {}));
  const group = ok(await as1('/brandArchives/querySameBrandStatistic', { pageSize: 1 })).list[0] as { ids: number[] };
  const keep = Math.min(...group.ids);
  const merged = ok(await as1('/brandArchives/mergeBrand', { mergeList: [{ targetBrandId: keep, mergedBrandIds: group.ids.filter((id) => id !== keep) }] }));
  own.mergeLogId = merged.logIds[0];
  own.upload = (await post('/files/uploads', '图样.png', PNG, t1.admin)).data.url;
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('商标档案').addRows([['商标名称', '类别', '申请/注册号', '国家/地区'], ['隔离导入', 25, '71710001', '中国']]);
  own.importId = (await post('/files/imports/trademarks', 'marks.xlsx', Buffer.from(await wb.xlsx.writeBuffer()), t1.admin)).data.id;
  // A classification edition upload (checked, not imported) and the tenant's choice of active edition.
  const edition = ['{"type":"class","code":"25","parentCode":null,"name":"服装"}', '{"type":"group","code":"2501","parentCode":"25","name":"衣物"}', '{"type":"item","code":"250042","parentCode":"2501","name":"隔离衬衫"}'];
  own.niceImportId = (await post('/files/imports/nice-edition', 'iso-2027.jsonl', Buffer.from(edition.join('\n')), t1.admin)).data.id;
  ok(await as1('/classification/setActiveEdition', { edition: 'ncl13-2026' }));
  // A date field with a reminder for tenant 1's administrator, due on 2031-05-01 09:00 (UTC+8) for one mark.
  const content = JSON.stringify({ dateFormat: 'YYYY/MM/DD', remind: 1, remindType: '1', limitPerson: [t1.adminId, t2.adminId], dateLimit: '0d', limitTime: '09:00', showRemaining: true, isAuto: false });
  own.reminderField = ok(await as1('/customField/setCustomField', { type: TRADEMARKS, fieldTitle: '续展提醒日', fieldType: 6, isRequire: 0, fieldContent: content })).id;
  const mark = await tenant1Id('trademarks', 'deleted_at is null');
  ok(await as1('/customField/setCustomFieldData', { type: TRADEMARKS, id: mark, fieldId: own.reminderField, value: '2031-05-01' }));
  expect(await sendDueReminders(t.db, new Date('2031-05-01T01:01:00Z'))).toBe(1);
  // A case with its stages and a comment (cases, case_stages, case_trends).
  const applicant = { applicantType: '法人或其他组织', applicantName: '隔离申请人', applicantAddress: '上海市' };
  // Numbers are per tenant: tenant 1's second case has a number tenant 2's first one does not get.
  ok(await as1('/caseManage/saveCase', { caseType: 'add-brand', bizParam: { applicant, markType: '文字', tmName: '隔离案件一' } }));
  own.caseNo = ok(await as1('/caseManage/saveCase', { caseType: 'add-brand', bizParam: { applicant, markType: '文字', tmName: '隔离案件', priorityRadio: 'no' } })).caseNo;
  ok(await as1('/caseManage/sendComments', { caseNo: own.caseNo, content: '隔离评论' }));
  await ownDemand();
  await ownLead();
  await ownPreserved();
  await scheduleReminders(t.db, new Date('2026-06-01T02:00:00Z'));
  // A designed case form, published (case_form_designs, case_form_versions).
  const draftSchema = { type: 'object', additionalProperties: false, properties: { note: { type: 'string', maxLength: 20, 'x-label': { zh: '说明', en: 'Note' }, 'x-kind': 'text', 'x-decorator': 'FormItem', 'x-component': 'Input' } } };
  const form = ok(await as1('/caseDesign/save', { labelZh: '隔离表单', labelEn: 'Isolated form', draftSchema }));
  own.formId = ok(await as1('/caseDesign/publish', { id: form.id, version: form.version })).id;
  // A proposal through a published proposal form's public link (case_proposals).
  const pform = ok(await as1('/caseDesign/save', { labelZh: '隔离提案表单', labelEn: 'Isolated proposals', draftSchema, purpose: 'proposal' }));
  const shared = ok(await as1('/caseDesign/publish', { id: pform.id, version: pform.version }));
  own.proposalId = ok(await t.call('/caseProposal/submit', { token: shared.shareToken, formVersion: 1, contactName: '隔离客户', contactPhone: '13900001111', bizParam: { note: '隔离提案' } })).id;
  // An official document whose deadline a calendar edit moves (a row in official_deadline_changes).
  own.officialDoc = ok(await as1('/api/official/manage', { typeCode: 'rejection', medium: 'electronic', issueDate: '2027-02-13', appNo: '61610001' })).id;
  own.calendarDay = ok(await as1('/api/official/calendarManage', { day: '2027-03-15', kind: 'holiday', name: '隔离假日' })).id;
  expect((await post('/files/official', 'iso.pdf', ISO_PDF, t1.admin)).data.state).toBe(1);
  // An open large-file upload (resumable path of 官文 of 50 MB or more).
  own.largeUpload = ok(await as1('/api/official/largeStart', { fileName: '大文件.pdf', size: 60 * 1024 * 1024, headSha256: 'a'.repeat(64) })).id;
  // Notify: a verification code, a digest run of the demo 商标专员's weekly digest (planned 8 days on), a read release.
  ok(await as1('/api/getVerificationCode', { purpose: 'phone', target: '13955556666' }));
  expect(await planDigests(t.db, new Date(Date.now() + 8 * 86_400_000))).toBeGreaterThan(0);
  ok(await as1('/api/setUpTheReleaseLog', { release: ok(await as1('/api/queryTheReleaseLog', {})).releases[0].release }));
  // An event notification (收到官文 of the documents recorded above).
  expect(await scanEvents(t.db)).toBeGreaterThan(0);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

interface CatalogTable { table: string; rls: boolean; ownerIsApp: boolean }
interface Policy { table: string; name: string; permissive: string; roles: string[]; cmd: string; qual: string | null; with_check: string | null }

/** Tables of the public schema with a tenant_id column, from the catalogue. */
async function tenantTables(): Promise<CatalogTable[]> {
  const r = await t.db.query<CatalogTable>(
    `select c.relname as table, c.relrowsecurity as rls, pg_get_userbyid(c.relowner) = $1 as "ownerIsApp"
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p')
        and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped)
      order by 1`,
    [APP_ROLE],
  );
  return r.rows;
}

describe('the catalogue: every tenant table has the tenant policy', () => {
  it('row-level security is on, with one permissive policy on app.tenant_id for reads and writes', async () => {
    const tables = await tenantTables();
    expect(tables.length).toBeGreaterThanOrEqual(19);
    const policies = (
      await t.db.query<Policy>(`select tablename as table, policyname as name, permissive, roles::text[] as roles, cmd, qual, with_check from pg_policies where schemaname = 'public'`)
    ).rows;
    const problems: string[] = [];
    for (const { table, rls, ownerIsApp } of tables) {
      if (!rls) problems.push(`${table}: row-level security is off`);
      if (ownerIsApp) problems.push(`${table}: owned by ${APP_ROLE}, so its policies do not bind the calls`);
      const mine = policies.filter((p) => p.table === table);
      const tenant = mine.filter((p) => p.cmd === 'ALL' && p.permissive === 'PERMISSIVE' && p.qual === POLICY && p.with_check === POLICY);
      if (tenant.length !== 1) problems.push(`${table}: no policy "using/with check ${POLICY}" for all commands`);
      // Permissive policies are ORed: any other one would let more rows through.
      for (const p of mine.filter((x) => x.permissive === 'PERMISSIVE' && !tenant.includes(x))) problems.push(`${table}: extra permissive policy ${p.name}`);
    }
    expect(problems).toEqual([]);
  });

  it('the tenants table shows a caller only its own tenant', async () => {
    const r = await t.db.query<Policy>(`select cmd, qual from pg_policies where tablename = 'tenants'`);
    expect(r.rows).toEqual([{ cmd: 'ALL', qual: "(id = (current_setting('app.tenant_id'::text))::integer)" }]);
    expect((await t.db.query(`select relrowsecurity from pg_class where relname = 'tenants'`)).rows).toEqual([{ relrowsecurity: true }]);
  });

  it('the role calls run as is bound by the policies: no superuser, no bypass', async () => {
    const r = await t.db.query(`select rolsuper, rolbypassrls from pg_roles where rolname = $1`, [APP_ROLE]);
    expect(r.rows).toEqual([{ rolsuper: false, rolbypassrls: false }]);
  });

  it('every view runs with the caller’s rights (security_invoker), so the policies apply through it', async () => {
    const r = await t.db.query<{ view: string; options: string[] | null }>(
      `select c.relname as view, c.reloptions as options from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'v' order by 1`,
    );
    expect(r.rows.length).toBeGreaterThan(0);
    expect(r.rows.filter((v) => !(v.options ?? []).includes('security_invoker=true')).map((v) => v.view)).toEqual([]);
  });

  it('every tenant table has a probe below', async () => {
    expect((await tenantTables()).map((x) => x.table)).toEqual(Object.keys(PROBES).sort());
  });
});

/**
 * Per table: tenant 2's calls on it, aimed at tenant 1's rows. Reads must not return tenant 1's rows, writes
 * must not reach them (the caller compares tenant 1's rows before and after).
 */
const PROBES: Record<string, () => Promise<void>> = {
  // Written at sign-in and read by the sign-in throttle only; no call exposes it. Scoped as tenant 2, none of
  // tenant 1's addresses show.
  async sign_in_addresses() {
    expect((await t.db.query('select 1 from sign_in_addresses where tenant_id = $1', [t1.id])).rows.length).toBeGreaterThan(0);
    const seen = await withTenant(t.db, t2.id, (tx) => tx.query<{ tenant_id: number }>('select tenant_id from sign_in_addresses'));
    expect(seen.rows.filter((r) => r.tenant_id !== t2.id)).toEqual([]);
  },

  async roles() {
    const t1Roles = (await t.db.query<{ id: number }>('select id from roles where tenant_id = $1', [t1.id])).rows.map((r) => r.id);
    const options = ok(await as2('/api/角色列表')) as Array<{ value: number; label: string }>;
    expect(options.map((o) => o.label).sort()).toEqual(['商标专员', '管理员'].sort());
    expect(options.filter((o) => t1Roles.includes(o.value))).toEqual([]);
    const foreignRole = t1Roles[0];
    const r = await as2('/api/user/add', { account: 'probe-role', name: '越权角色', roleId: foreignRole, password: 'Probe@2026x', status: 1 });
    expect(r.subCode).not.toBe(10000);
    expect((await t.db.query('select 1 from users where account = $1', ['probe-role'])).rows).toEqual([]);
  },

  async users() {
    const list = ok(await as2('/api/user/list', { pageSize: 100 }));
    expect(list.list.map((u: { account: string }) => u.account)).toEqual(['zhao']);
    expect(ok(await as2('/api/fuzzySearch', { search: '管理' })).map((p: { name: string }) => p.name)).toEqual(['赵管理']);
    expect(ok(await as2('/api/fuzzySearch', { ids: [t1.adminId] }))).toEqual([]);
    const victim = await userId(t.db, 'user');
    const roleId = ok(await as2('/api/角色列表'))[0].value;
    notFound(await as2('/api/user/modify', { id: victim, version: 1, account: 'user', name: '被改名', roleId, status: 1 }));
    notFound(await as2('/api/user/delete', { id: victim }));
    for (const path of ['/api/user/auth/close', '/api/user/auth/open', '/api/user/unlock']) notFound(await as2(path, { userId: victim }));
  },

  async sessions() {
    const token = await t.tokenFor('zhao@yuanshan', 'Zhao@2026x');
    expect(ok(await t.call('/homepage/getUserInfo', {}, { token })).id).toBe(t2.adminId);
    ok(await t.call('/loginPage/loginQuit', {}, { token }));
    expect(ok(await as1('/homepage/getUserInfo')).id).toBe(t1.adminId);
  },

  async messages() {
    const page = ok(await as2('/homepage/getMessageList', {}));
    expect([page.page.total, page.unread]).toEqual([0, 0]);
    const ids = (await t.db.query<{ id: number }>('select id from messages where tenant_id = $1', [t1.id])).rows.map((m) => m.id);
    expect(ok(await as2('/homepage/setMessageRead', { ids }))).toEqual({ updated: 0 });
    expect(ok(await as2('/homepage/setMessageRead', { all: true }))).toEqual({ updated: 0 });
  },

  async enterprises() {
    expect(ok(await as2('/enterPrise/getList', { pageSize: 100 })).total).toBe(0);
    expect(ok(await as2('/enterPrise/pick', { pageSize: 50 })).list).toEqual([]);
    const id = await tenant1Id('enterprises', 'deleted_at is null');
    notFound(await as2('/enterPrise/getCompanyDetailInfo', { id }));
    notFound(await as2('/enterPrise/updateInfo', { id, version: 1, applicantType: 1, bookType: 1, applicantName: '被改名', countryOrRegion: 'CN' }));
    notFound(await as2('/enterPrise/delete', { id }));
    const exported = ok(await as2('/enterPrise/export', { columns: ['applicantName'], ids: [id] }));
    expect(exported.rowCount).toBe(0);
  },

  async user_custom_display() {
    expect(ok(await as2('/userCustomDisplay/query', { displayType: 7 })).displayContent).toBeNull();
    ok(await as2('/userCustomDisplay/set', { displayType: 7, displayContent: '1' }));
    expect(ok(await as2('/userCustomDisplay/query', { displayType: 7 })).displayContent).toBe('1');
  },

  async batch_tasks() {
    expect(ok(await as2('/brandArchives/batchTaskList', { operateType: 'onceMerge' })).total).toBe(0);
    // Tenant 2's own duplicate pair, so that its one-click merge has work (and writes a task).
    for (let i = 0; i < 2; i++) ok(await as2('/brandArchives/add', { tmName: '远山重复', tmCl: 9, regNo: '61610001', countryCode: 'CN' }));
    ok(await as2('/brandArchives/onceMergeBrand', {}));
    expect(ok(await as2('/brandArchives/batchTaskList', { operateType: 'onceMerge' })).total).toBe(1);
  },

  async export_records() {
    // Tenant 2's own exports (made by the probes above) only.
    const list = ok(await as2('/brand/exportRecord/list', { pageSize: 100 })).list as Array<{ id: number; createdByName: string }>;
    expect(list.map((e) => e.id)).not.toContain(own.exportId);
    expect(new Set(list.map((e) => e.createdByName))).toEqual(new Set(list.length ? ['赵管理'] : []));
    notFound(await as2('/brand/exportRecord/delete', { id: own.exportId }));
    expect((await get(`/files/exports/${own.exportId}`, t2.admin)).statusCode).toBe(404);
  },

  async trademarks() {
    // Tenant 2's own marks (made by the probes above) only.
    expect(await notTenant2('trademarks', ok(await as2('/brandArchives/queryBrandPage', { pageSize: 100 })).list)).toEqual([]);
    const id = await tenant1Id('trademarks', 'deleted_at is null');
    const { reg_no: regNo } = (await t.db.query<{ reg_no: string }>('select reg_no from trademarks where id = $1', [id])).rows[0];
    notFound(await as2('/brandArchives/queryBrandDetail', { id }));
    notFound(await as2('/brandArchives/modify', { id, version: 1, tmName: '被改名', tmCl: 25, countryCode: 'CN' }));
    notFound(await as2('/brandArchives/delete', { id }));
    expect(ok(await as2('/brandArchives/export', { columns: ['tmName'], ids: [id] })).rowCount).toBe(0);
    expect(ok(await as2('/brand/relevanceBrand', { key: regNo, searchType: 1 })).total).toBe(0);
    const groups = ok(await as2('/brandArchives/querySameBrandStatistic', {})).list as Array<{ ids: number[] }>;
    expect(await notTenant2('trademarks', groups.flatMap((g) => g.ids.map((x) => ({ id: x }))))).toEqual([]);
    expect(ok(await as2('/brandArchives/mergeDetail', { idList: [id] }))).toEqual([]);
    expect((await as2('/brandArchives/mergeBrand', { mergeList: [{ targetBrandId: id, mergedBrandIds: [id + 1] }] })).subCode).not.toBe(10000);
    expect((await as2('/api/batchAddiLabels', { addNodeId: 'n1', trademark: String(id) })).subCode).not.toBe(10000);
    notFound(await as2('/customField/setCustomFieldData', { type: TRADEMARKS, id, fieldId: own.reminderField, value: '2031-01-01' }));
  },

  async country_categories() {
    // Tenant 1 saved its own grouping; tenant 2 has none yet, and saving its own leaves tenant 1's alone.
    expect(ok(await as2('/countryCtg/treeList')).custom).toBe(false);
    const saved = ok(await as2('/countryCtg/reSave', { list: [{ name: '远山分组', subList: [{ name: '', code: 'DE' }] }] }));
    expect(saved.list.map((n: { name: string }) => n.name)).toEqual(['远山分组']);
    ok(await as2('/countryCtg/reSave', { list: [] }));
    expect(ok(await as1('/countryCtg/treeList')).list.map((n: { name: string }) => n.name)).toEqual(['重点国家']);
  },

  async country_category_state() {
    const before = ok(await as2('/countryCtg/treeList'));
    ok(await as2('/countryCtg/reSave', { list: before.list.length ? [] : [{ name: '临时', subList: [] }] }));
    expect(ok(await as1('/countryCtg/treeList')).custom).toBe(true);
  },

  async custom_fields() {
    const mine = ok(await as2('/customField/getCustomFieldList', { type: TRADEMARKS })) as Array<{ id: number }>;
    expect(mine.map((f) => f.id)).not.toContain(own.reminderField);
    notFound(await as2('/customField/setCustomField', { type: TRADEMARKS, id: own.reminderField, fieldTitle: '被改名' }));
    notFound(await as2('/customField/setCustomField', { type: TRADEMARKS, id: own.reminderField, delete: 1 }));
    expect((await as2('/customField/updateCustomFields', { type: TRADEMARKS, fields: [{ id: own.reminderField, fieldTitle: '被改名' }] })).subCode).not.toBe(10000);
    await as2('/customField/sortCustomField', { fieldType: TRADEMARKS, ids: String(own.reminderField), isTop: String(own.reminderField) });
  },

  async custom_field_reminders() {
    // The reminder job runs unscoped: it must take each tenant's fields, records and people apart. Tenant 2 gets a
    // mark carrying a value under tenant 1's field id and a date field of its own due at the same moment.
    const content = JSON.stringify({ dateFormat: 'YYYY/MM/DD', remind: 1, remindType: '1', limitPerson: [t2.adminId, t1.adminId], dateLimit: '0d', limitTime: '09:00', showRemaining: true, isAuto: false });
    const field = ok(await as2('/customField/setCustomField', { type: TRADEMARKS, fieldTitle: '远山提醒日', fieldType: 6, isRequire: 0, fieldContent: content })).id;
    const mark = ok(await as2('/brandArchives/add', { tmName: '远山商标', tmCl: 9, countryCode: 'CN' })).id;
    ok(await as2('/customField/setCustomFieldData', { type: TRADEMARKS, id: mark, fieldId: field, value: '2031-05-01' }));
    await t.db.query(`update trademarks set custom_values = custom_values || jsonb_build_object($2::text, '2031-05-01') where id = $1`, [mark, String(own.reminderField)]);
    const t1Messages = (await t.db.query('select count(*)::int as n from messages where tenant_id = $1', [t1.id])).rows[0];
    expect(await sendDueReminders(t.db, new Date('2031-05-01T01:02:00Z'))).toBe(1);
    const got = (await t.db.query('select tenant_id, user_id, title from messages where title like $1 order by id', ['期限提醒：%'])).rows;
    expect(got).toEqual([
      { tenant_id: t1.id, user_id: t1.adminId, title: '期限提醒：续展提醒日' },
      { tenant_id: t2.id, user_id: t2.adminId, title: '期限提醒：远山提醒日' },
    ]);
    expect((await t.db.query('select count(*)::int as n from messages where tenant_id = $1', [t1.id])).rows[0]).toEqual(t1Messages);
    const t2Reminders = await t.db.query('select field_id, record_id from custom_field_reminders where tenant_id = $1', [t2.id]);
    expect(t2Reminders.rows).toEqual([{ field_id: field, record_id: mark }]);
  },

  async operate_log() {
    const mark = (await t.db.query<{ record_id: number }>('select record_id from operate_log where id = $1', [own.mergeLogId])).rows[0].record_id;
    expect(ok(await as2('/userManage/queryOperateLog', { entity: 'trademark', recordId: mark }))).toEqual([]);
    notFound(await as2('/brandArchives/undoMerge', { logId: own.mergeLogId }));
  },

  async disputes() {
    expect(ok(await as2('/api/dispute/list', {})).total).toBe(0);
    const id = await tenant1Id('disputes', 'deleted_at is null');
    notFound(await as2('/api/dispute/detail', { id }));
    notFound(await as2('/api/dispute/manage', { id, tmName: '被改名', disputeType: '异议', disputeStatus: '已提交' }));
    notFound(await as2('/api/dispute/delete', { id }));
    expect(ok(await as2('/api/dispute/export', { columns: ['tmName'], ids: [id] })).rowCount).toBe(0);
    expect(ok(await as2('/userManage/queryOperateLog', { entity: 'dispute', recordId: id }))).toEqual([]);
  },

  async cases() {
    expect(ok(await as2('/caseManage/getCaseLists', {})).total).toBe(0);
    expect(ok(await as2('/caseManage/getCaseLists', { filters: { caseNo: own.caseNo } })).total).toBe(0);
    expect(ok(await as2('/caseManage/searchCase', { key: '隔离' })).list).toEqual([]);
    expect(ok(await as2('/caseManage/caseTypeStatistics', {})).total).toBe(0);
    const caseNo = own.caseNo!;
    notFound(await as2('/caseManage/queryCase', { caseNo }));
    notFound(await as2('/caseManage/saveCase', { caseNo, version: 1, caseType: 'add-brand', bizParam: { markType: '图形' } }));
    notFound(await as2('/caseManage/updateCase', { caseNo, version: 1, caseType: 'add-brand', bizParam: { markType: '图形' } }));
    notFound(await as2('/caseManage/confirmSubmissionCase', { caseNo, version: 1 }));
    notFound(await as2('/caseManage/caseAppNoSupply', { caseNo, version: 1, appNo: '1' }));
    notFound(await as2('/caseManage/setCaseResultValue', { caseNo, version: 1, result: '核准', resultDate: '2026-01-01' }));
    notFound(await as2('/caseManage/deleteCase', { caseNo }));
  },

  async case_stages() {
    notFound(await as2('/caseManage/caseQueryStageRecord', { caseNo: own.caseNo }));
    // Tenant 2's own first case: its stages are its own.
    const mine = ok(await as2('/caseManage/saveCase', { caseType: 'add-brand', bizParam: { markType: '文字' } }));
    expect(mine.caseNo).not.toBe(own.caseNo);
    const stages = ok(await as2('/caseManage/caseQueryStageRecord', { caseNo: mine.caseNo }));
    expect(stages.length).toBe(1);
    expect(await notTenant2('case_stages', stages)).toEqual([]);
  },

  async case_trends() {
    notFound(await as2('/caseManage/getTrendsList', { caseNo: own.caseNo }));
    notFound(await as2('/caseManage/sendComments', { caseNo: own.caseNo, content: '越权评论' }));
  },

  async case_form_designs() {
    expect(ok(await as2('/caseDesign/list', {})).list).toEqual([]);
    expect(ok(await as2('/caseDesign/formOptions', {}))).toEqual([]);
    expect(ok(await as2('/caseDesign/publishedForms', {})).list).toEqual([]);
    const id = own.formId!;
    notFound(await as2('/caseDesign/get', { id }));
    notFound(await as2('/caseDesign/save', { id, version: 2, labelZh: '越权', labelEn: 'Foreign', draftSchema: { type: 'object', properties: {} } }));
    notFound(await as2('/caseDesign/publish', { id, version: 2 }));
    notFound(await as2('/caseDesign/unpublish', { id, version: 2 }));
    notFound(await as2('/caseDesign/remove', { id, version: 2 }));
    notFound(await as2('/caseDesign/export', { id }));
  },

  async case_proposals() {
    expect(ok(await as2('/caseDesign/proposals', {})).list).toEqual([]);
    const id = own.proposalId!;
    notFound(await as2('/caseDesign/proposalToCase', { id, version: 1, caseType: 'add-brand' }));
    notFound(await as2('/caseDesign/proposalDecline', { id, version: 1 }));
  },

  async case_form_versions() {
    const id = own.formId!;
    notFound(await as2('/caseDesign/versions', { id }));
    notFound(await as2('/caseDesign/diff', { id, from: 1 }));
    notFound(await as2('/caseDesign/formVersion', { formId: id }));
    notFound(await as2('/caseDesign/formVersion', { formId: id, formVersion: 1 }));
    // Nor its fees from the fee standards.
    notFound(await as2('/caseDesign/formFees', { formId: id }));
    // Filing a case with another tenant's form: the form does not exist for the caller.
    const r = await as2('/caseManage/saveCase', { caseType: 'custom', formId: id, bizParam: { note: '越权' } });
    expect([r.subCode, r.subMessage]).toEqual([40000, `字段“自定义表单”（formId）指向的表单 ${id} 不存在`]);
  },

  async announcements() {
    expect(ok(await as2('/api/riskGg/list', {})).total).toBe(0);
    const id = await tenant1Id('announcements', 'deleted_at is null');
    const { tm_name: name } = (await t.db.query<{ tm_name: string }>('select tm_name from announcements where id = $1', [id])).rows[0];
    expect(ok(await as2('/api/riskGg/list', { filters: { tmName: name } })).total).toBe(0);
    expect(ok(await as2('/api/riskGg/export', { columns: ['tmName'], ids: [id] })).rowCount).toBe(0);
    expect(ok(await as2('/api/riskGg/export', { columns: ['tmName'] })).rowCount).toBe(0);
    expect(ok(await as2('/userManage/queryOperateLog', { entity: 'announcement', recordId: id }))).toEqual([]);
  },

  async archive_imports() {
    notFound(await as2('/brandArchives/importStatus', { id: own.importId }));
    notFound(await as2('/brandArchives/importConfirm', { id: own.importId, goodOnly: true }));
  },

  async nice_edition_imports() {
    notFound(await as2('/classification/importEditionStatus', { id: own.niceImportId }));
    notFound(await as2('/classification/importEdition', { id: own.niceImportId, edition: 'iso-2028' }));
    const mine = ok(await as2('/classification/editions', {}));
    expect(mine.imports).toEqual([]);
  },

  async nice_tenant_editions() {
    // Tenant 2's choice is its own row; tenant 1's stays as it was (checked around every probe).
    ok(await as2('/classification/setActiveEdition', { edition: 'ncl13-2026' }));
    const seen = await withTenant(t.db, t2.id, (tx) => tx.query<{ tenant_id: number }>('select tenant_id from nice_tenant_editions'));
    expect(seen.rows).toEqual([{ tenant_id: t2.id }]);
  },

  async brand_maps() {
    const maps = ok(await as2('/brandLabel/brandMapList', {}));
    const id = await tenant1Id('brand_maps');
    expect(JSON.stringify(maps)).not.toMatch(new RegExp(`"id":${id}[,}]`));
    notFound(await as2('/api/brandMapDetails', { id }));
    notFound(await as2('/brandLabel/deleteBrandMap', { id }));
    const map = { root: { id: 'probe-root', text: '越权图谱', children: [] }, layout: 'organizationStructure' };
    notFound(await as2('/api/brandMap', { id, name: '越权图谱', map }));
    const options = ok(await as2('/brandLabel/tagOptions'));
    const t1Names = (await t.db.query<{ name: string }>('select name from brand_maps where tenant_id = $1', [t1.id])).rows.map((m) => m.name);
    for (const name of t1Names) expect(JSON.stringify(options)).not.toContain(name);
  },

  // Tag labels of the archive list (migration 017): nodes of the tenant's maps, read by node id. Tenant 2's view of
  // the table holds none of tenant 1's nodes, and tenant 1's node ids, asked for as tenant 2, get no label of theirs.
  async brand_map_nodes() {
    const t1Nodes = (await t.db.query<{ node_id: string }>('select node_id from brand_map_nodes where tenant_id = $1', [t1.id])).rows.map((n) => n.node_id);
    const t2Maps = (await t.db.query<{ id: number }>('select id from brand_maps where tenant_id = $1', [t2.id])).rows.map((m) => m.id);
    const seen = await withTenant(t.db, t2.id, (tx) => tx.query<{ tenant_id: number }>('select tenant_id from brand_map_nodes'));
    expect(seen.rows.filter((r) => r.tenant_id !== t2.id)).toEqual([]);
    const tags = await withTenant(t.db, t2.id, (tx) => tx.query<{ tags: Array<{ mapId: number | null }> | string }>('select trademark_tags($1::text[]) as tags', [t1Nodes]));
    const raw = tags.rows[0].tags;
    const list = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ mapId: number | null }>;
    expect(list).toHaveLength(t1Nodes.length);
    expect(list.filter((x) => x.mapId !== null && !t2Maps.includes(x.mapId))).toEqual([]);
  },

  async official_documents() {
    expect(ok(await as2('/api/official/list', {})).total).toBe(0);
    expect(ok(await as2('/api/official/list', { filters: { appNo: '61610001' } })).total).toBe(0);
    expect(ok(await as2('/api/official/deadlineList', {})).total).toBe(0);
    const id = own.officialDoc!;
    notFound(await as2('/api/official/detail', { id }));
    notFound(await as2('/api/official/manage', { id, version: 1, typeCode: 'rejection', medium: 'paper', issueDate: '2026-01-01' }));
    notFound(await as2('/api/official/markRead', { id }));
    notFound(await as2('/api/official/ignore', { id }));
    notFound(await as2('/api/official/handle', { id }));
    notFound(await as2('/api/official/delete', { id }));
    expect(ok(await as2('/api/official/markAllRead', {})).count).toBe(0);
    expect(ok(await as2('/api/official/export', { columns: ['typeName'], ids: [id] })).rowCount).toBe(0);
    expect(ok(await as2('/api/official/recalculate', {}))).toEqual({ checked: 0, moved: [] });
    notFound(await as2('/api/official/confirm', { id, version: 1, updateBrandInfo: { id: await tenant1Id('trademarks', 'deleted_at is null'), regNo: '1' } }));
    // tenant 2's own document cannot write tenant 1's mark
    const mine = ok(await as2('/api/official/manage', { typeCode: 'registrationCertificate', medium: 'electronic', issueDate: '2026-01-05' }));
    notFound(await as2('/api/official/confirm', { id: mine.id, version: mine.version, updateBrandInfo: { id: await tenant1Id('trademarks', 'deleted_at is null'), regNo: '1' } }));
    ok(await as2('/api/official/delete', { id: mine.id }));
  },

  async official_deadline_changes() {
    expect(ok(await as2('/api/official/deadlineChanges', {}))).toEqual([]);
  },

  async official_doc_types() {
    // Tenant 2 has its own copy of the shipped catalogue; adding to it leaves tenant 1's alone.
    const types = ok(await as2('/brandDetai/getOfficialTypeList', {}));
    expect(types.length).toBeGreaterThanOrEqual(25);
    const seen = await withTenant(t.db, t2.id, (tx) => tx.query<{ tenant_id: number }>('select distinct tenant_id from official_doc_types'));
    expect(seen.rows).toEqual([{ tenant_id: t2.id }]);
  },

  async official_rule_versions() {
    const t1Ids = (await t.db.query<{ id: number }>('select id from official_rule_versions where tenant_id = $1', [t1.id])).rows.map((r) => r.id);
    const mine = ok(await as2('/api/official/ruleList', { pageSize: 100 })).list as Array<{ id: number }>;
    expect(await notTenant2('official_rule_versions', mine)).toEqual([]);
    notFound(await as2('/api/official/ruleManage', { id: t1Ids[0], version: 1, typeCode: 'rejection', effectiveFrom: '2014-05-01', effectiveTo: '2015-01-01' }));
    notFound(await as2('/api/official/ruleDelete', { id: t1Ids[0] }));
    // Tenant 2's own version (overlap checked against its own versions only)
    ok(await as2('/api/official/ruleManage', { id: mine.find(() => true)!.id, version: 1, ...(await firstRule2()), effectiveTo: '2030-12-31' }));
  },

  async holiday_calendar_days() {
    const mine = ok(await as2('/api/official/calendarList', { pageSize: 100, filters: { day: ['2027-01-01', '2027-12-31'] } }));
    expect(mine.total).toBe(0);
    notFound(await as2('/api/official/calendarManage', { id: own.calendarDay, version: 1, day: '2027-03-16', kind: 'holiday', name: '越权' }));
    notFound(await as2('/api/official/calendarDelete', { id: own.calendarDay }));
    ok(await as2('/api/official/calendarManage', { day: '2027-03-15', kind: 'holiday', name: '远山假日' }));
  },

  async official_uploads() {
    // The same bytes tenant 1 uploaded are new for tenant 2 (state 1, its own row), never "already exists".
    const m = multipart('iso.pdf', ISO_PDF);
    const res = await t.app.inject({ method: 'POST', url: '/files/official', headers: { token: t2.admin, 'content-type': m.contentType }, payload: m.payload });
    expect(JSON.parse(res.body).data).toMatchObject({ state: 1, type: 'rejection' });
    const seen = await withTenant(t.db, t2.id, (tx) => tx.query<{ tenant_id: number }>('select tenant_id from official_uploads'));
    expect(seen.rows).toEqual([{ tenant_id: t2.id }]);
  },

  async official_large_uploads() {
    // Tenant 2 cannot resume, send to or complete tenant 1's upload; the same file starts its own upload.
    notFound(await as2('/api/official/largeComplete', { id: own.largeUpload }));
    const res = await t.app.inject({ method: 'POST', url: `/files/official/large/${own.largeUpload}/0?sha256=${'a'.repeat(64)}`, headers: { token: t2.admin, 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\nabc\r\n--x--\r\n' });
    expect([res.statusCode, JSON.parse(res.body).subCode]).toEqual([404, 40400]);
    const mine = ok(await as2('/api/official/largeStart', { fileName: '大文件.pdf', size: 60 * 1024 * 1024, headSha256: 'a'.repeat(64) }));
    expect([mine.id === own.largeUpload, mine.received]).toEqual([false, []]);
    const seen = await withTenant(t.db, t2.id, (tx) => tx.query<{ tenant_id: number }>('select tenant_id from official_large_uploads'));
    expect(seen.rows).toEqual([{ tenant_id: t2.id }]);
  },

  async official_data_loads() {
    ok(await as2('/api/official/typeOptions', {}));
    const seen = await withTenant(t.db, t2.id, (tx) => tx.query<{ tenant_id: number }>('select tenant_id from official_data_loads'));
    expect(seen.rows).toEqual([{ tenant_id: t2.id }]);
  },

  async departments() {
    // The demo tenant's department tree: tenant 2 lists none of it, cannot rename, delete, nest under it or move into it.
    const deptId = await tenant1Id('departments');
    expect(await notTenant2('departments', ok(await as2('/api/departmentList', {})))).toEqual([]);
    expect(ok(await as2('/api/departmentOptions', {}))).toEqual([]);
    notFound(await as2('/api/departmentManagement/save', { id: deptId, version: 1, name: '越权部门' }));
    notFound(await as2('/api/departmentManagement/delete', { id: deptId }));
    expect((await as2('/api/departmentManagement/save', { parentId: deptId, name: '越权下级' })).subCode).toBe(40000);
    expect((await as2('/api/user/batchMove', { ids: [t2.adminId], deptId })).subCode).toBe(40000);
    expect((await as2('/api/user/batchMove', { ids: [t1.adminId], deptId: null })).data).toEqual({ moved: 0 });
  },

  async demand_flows() {
    // The demo tenant's seeded flows: tenant 2 lists only its own and cannot change or delete tenant 1's.
    const flowId = await tenant1Id('demand_flows');
    const flows = ok(await as2('/api/demandFlowList', { pageNo: 1, pageSize: 100 }));
    expect(await notTenant2('demand_flows', flows.list)).toEqual([]);
    expect(ok(await as2('/api/demandFlowOptions', {})).map((o: { value: number }) => o.value)).not.toContain(flowId);
    notFound(await as2('/api/demandFlowUpdate', { id: flowId, version: 1, name: '越权流程', sort: 0, enabled: true, demandTypes: [] }));
    notFound(await as2('/api/demandFlowDelete', { id: flowId }));
  },

  async demand_flow_steps() {
    const stepId = await tenant1Id('demand_flow_steps');
    const steps = ok(await as2('/api/demandFlowStepList', { pageNo: 1, pageSize: 100 }));
    expect(await notTenant2('demand_flow_steps', steps.list)).toEqual([]);
    notFound(await as2('/api/demandFlowStepDelete', { id: stepId }));
  },

  // Public trademark data (migration 040): tenant 1's generated demo marks are found by none of tenant 2's calls.
  async public_marks() {
    const r = await t.db.query<{ id: number; app_no: string; tm_name: string }>('select id, app_no, tm_name from public_marks where tenant_id = $1 order by id limit 1', [t1.id]);
    const m = r.rows[0];
    expect(ok(await as2('/tm/noticeList', { pageNo: 1, pageSize: 10 })).total).toBe(0);
    const fields = [{ field: 'app_no', value: m.app_no, searchType: 'exact' }, { field: 'tm_name', value: m.tm_name, searchType: 'similar' }];
    expect(ok(await as2('/tm/customSearchV2', { shouldFields: fields })).total).toBe(0);
    expect(ok(await as2('/tm/batchTmSearchByAppNos', { appNos: [m.app_no] }))).toEqual({ found: [], missing: [m.app_no] });
    expect(ok(await as2('/tm/getBrandName', { keyword: m.tm_name }))).toEqual([]);
    expect(ok(await as2('/tm/getBrandNameHint', { keyword: m.tm_name }))).toEqual([]);
    notFound(await as2('/tm/compareMarks', { leftId: m.id, rightId: m.id }));
    const task = await tenant1Id('batch_tasks');
    notFound(await as2('/tm/importStatus', { taskId: task }));
  },

  // Review documents (migration 054): tenant 1's demo documents are listed, found, opened and changed by none of
  // tenant 2's calls.
  async review_documents() {
    const r = await t.db.query<{ id: number; tm_name: string; doc_no: string }>('select id, tm_name, doc_no from review_documents where tenant_id = $1 order by id limit 1', [t1.id]);
    const d = r.rows[0];
    expect(ok(await as2('/tm/review/list', { pageNo: 1, pageSize: 10 })).total).toBe(0);
    expect(ok(await as2('/tm/review/list', { pageNo: 1, pageSize: 10, filters: { keyword: d.tm_name, docNo: d.doc_no } })).total).toBe(0);
    notFound(await as2('/tm/review/detail', { id: d.id }));
    notFound(await as2('/tm/review/attachPdf', { id: d.id, uid: null }));
    notFound(await as2('/tm/review/importStatus', { taskId: await tenant1Id('batch_tasks') }));
  },

  async demands() {
    const d = await ownDemand();
    expect(ok(await as2('/demand/getList', { pageNo: 1, pageSize: 10 })).total).toBe(0);
    notFound(await as2('/api/demandDetails', { id: d.id }));
    notFound(await as2('/api/demandFlowChart', { id: d.id }));
    notFound(await as2('/api/submitForApproval', { id: d.id, version: d.version }));
    notFound(await as2('/api/demandWithdraw', { id: d.id }));
    notFound(await as2('/api/delDemand', { id: d.id }));
  },

  async demand_schemes() {
    const d = await ownDemand();
    expect((await t.db.query('select 1 from demand_schemes where demand_id = $1', [d.id])).rows.length).toBeGreaterThan(0);
    notFound(await as2('/api/schemeList', { demandId: d.id }));
    const seen = await withTenant(t.db, t2.id, (tx) => tx.query<{ tenant_id: number }>('select tenant_id from demand_schemes'));
    expect(seen.rows.filter((r) => r.tenant_id !== t2.id)).toEqual([]);
  },

  async demand_events() {
    const d = await ownDemand();
    expect((await t.db.query('select 1 from demand_events where demand_id = $1', [d.id])).rows.length).toBeGreaterThan(0);
    notFound(await as2('/api/demandComment', { id: d.id, content: '越权评论' }));
    const seen = await withTenant(t.db, t2.id, (tx) => tx.query<{ tenant_id: number }>('select tenant_id from demand_events'));
    expect(seen.rows.filter((r) => r.tenant_id !== t2.id)).toEqual([]);
  },

  async official_reminder_days() {
    // Claimed by the scheduler for every tenant (in beforeAll); scoped as tenant 2 only its own day rows show.
    const seen = await withTenant(t.db, t2.id, (tx) => tx.query<{ tenant_id: number }>('select tenant_id from official_reminder_days'));
    expect(seen.rows.length).toBeGreaterThan(0);
    expect(seen.rows.filter((r) => r.tenant_id !== t2.id)).toEqual([]);
  },

  async copyright_works() {
    const id = await tenant1Id('copyright_works');
    expect(ok(await as2('/copyRight/ordinary/list', { pageNo: 1, pageSize: 100 })).total).toBe(0);
    notFound(await as2('/copyRight/ordinary/detail', { id }));
    notFound(await as2('/copyRight/ordinary/update', { id, version: 1, title: '越权作品', owner: '越权' }));
    notFound(await as2('/copyRight/ordinary/delete', { id }));
  },

  async copyright_software() {
    const id = await tenant1Id('copyright_software');
    expect(ok(await as2('/copyRight/software/list', { pageNo: 1, pageSize: 100 })).total).toBe(0);
    notFound(await as2('/copyRight/software/detail', { id }));
    notFound(await as2('/copyRight/software/update', { id, version: 1, name: '越权软件', developer: '越权' }));
    notFound(await as2('/copyRight/software/delete', { id }));
  },

  async patents() {
    const id = await tenant1Id('patents');
    expect(ok(await as2('/patent/archives/list', { pageNo: 1, pageSize: 100 })).total).toBe(0);
    notFound(await as2('/patent/archives/detail', { id }));
    const body = { id, version: 1, patentType: 'invention', title: '越权专利', appNo: 'CN1', appDate: '2020-01-01', applicants: '越权', legalStatus: 'pending' };
    notFound(await as2('/patent/archives/update', body));
    notFound(await as2('/patent/archives/delete', { id }));
  },

  async patent_term_rules() {
    // Tenant 2 gets its own shipped rules; tenant 1's are neither listed nor changed, and its patents not recalculated.
    const id = await tenant1Id('patent_term_rules');
    const rules = ok(await as2('/patent/termRules/list', { pageNo: 1, pageSize: 100 }));
    expect(await notTenant2('patent_term_rules', rules.list)).toEqual([]);
    const body = { id, version: 1, patentType: 'design', validFrom: '2040-01-01', validTo: null, termYears: 30, legalBasis: '越权' };
    notFound(await as2('/patent/termRules/update', body));
    notFound(await as2('/patent/termRules/delete', { id }));
  },

  async enforcement_leads() {
    const lead = await ownLead();
    expect(ok(await as2('/proceed/infringement/list', { pageNo: 1, pageSize: 10 })).total).toBe(0);
    expect(ok(await as2('/proceed/infringement/options', {}))).toEqual([]);
    notFound(await as2('/proceed/infringement/update', { ...lead, title: '越权线索' }));
    notFound(await as2('/proceed/infringement/toLitigation', { id: lead.id }));
    notFound(await as2('/proceed/infringement/delete', { id: lead.id }));
  },

  async enforcement_evidence() {
    const lead = await ownLead();
    // Tenant 2 cannot attach tenant 1's upload as its own evidence, nor see tenant 1's hashes.
    const upload = { uid: lead.evidence[0].uid, name: 'x.png', size: 1, path: lead.evidence[0].path };
    // (on a mark of its own: the right is checked before the evidence)
    const mark = ok(await as2('/brandArchives/add', { tmName: '远山证据商标', tmCl: 9, countryCode: 'CN' }));
    const r = await as2('/proceed/infringement/create', { title: '越权证据', platform: 'taobao', status: 'new', rightType: 'trademark', trademark: [{ id: mark.id, tmName: '远山证据商标', regNo: '', tmCl: 9 }], evidence: [upload] });
    expect([r.subCode, r.subMessage]).toEqual([40000, '字段“证据文件”（evidence[0]）指向的文件不存在，请重新上传']);
    const seen = await withTenant(t.db, t2.id, (tx) => tx.query<{ tenant_id: number }>('select tenant_id from enforcement_evidence'));
    expect(seen.rows.filter((x) => x.tenant_id !== t2.id)).toEqual([]);
  },

  async enforcement_follow_ups() {
    const seen = await withTenant(t.db, t2.id, (tx) => tx.query<{ tenant_id: number }>('select tenant_id from enforcement_follow_ups'));
    expect(seen.rows.filter((x) => x.tenant_id !== t2.id)).toEqual([]);
    notFound(await as2('/proceed/infringement/update', { ...(await ownLead()), followUp: '越权跟进' }));
  },

  async litigations() {
    const id = await tenant1Id('litigations');
    expect(ok(await as2('/proceed/litigation/list', { pageNo: 1, pageSize: 10 })).total).toBe(0);
    expect(ok(await as2('/proceed/litigation/options', {}))).toEqual([]);
    notFound(await as2('/proceed/litigation/update', { id, version: 1, cause: '越权', ourRole: 'plaintiff', status: 'closed' }));
    notFound(await as2('/proceed/litigation/delete', { id }));
    const fromLead = await as2('/proceed/litigation/create', { leadId: (await ownLead()).id, cause: '越权', ourRole: 'plaintiff', status: 'ongoing' });
    expect(fromLead.subMessage).toContain('（leadId）指向的线索');
  },

  async litigation_stages() {
    const id = await tenant1Id('litigation_stages');
    expect(ok(await as2('/proceed/stage/list', { pageNo: 1, pageSize: 10 })).total).toBe(0);
    notFound(await as2('/proceed/stage/update', { id, version: 1, litigationId: await tenant1Id('litigations'), kind: 'hearing', stageDate: '2027-01-04', done: true }));
    notFound(await as2('/proceed/stage/delete', { id }));
    const r = await as2('/proceed/stage/create', { litigationId: await tenant1Id('litigations'), kind: 'hearing', stageDate: '2027-01-04' });
    expect(r.subMessage).toContain('（litigationId）指向的诉讼');
  },

  async litigation_costs() {
    const id = await tenant1Id('litigation_costs');
    const litigationId = await tenant1Id('litigations');
    expect(ok(await as2('/proceed/cost/list', { pageNo: 1, pageSize: 10 })).total).toBe(0);
    notFound(await as2('/proceed/cost/update', { id, version: 1, litigationId, kind: 'lawyerFee', currency: 'CNY', amount: '1', costDate: '2026-11-20' }));
    notFound(await as2('/proceed/cost/delete', { id }));
    const r = await as2('/proceed/cost/create', { litigationId, kind: 'lawyerFee', currency: 'CNY', amount: '1', costDate: '2026-11-20' });
    expect(r.subMessage).toContain('（litigationId）');
  },

  async risk_watches() {
    const id = await tenant1Id('risk_watches');
    expect(ok(await as2('/risk/riskTrademark/list', { pageNo: 1, pageSize: 10 })).total).toBe(0);
    notFound(await as2('/risk/riskTrademark/update', { id, version: 1, kind: 'keyword', name: '越权', cron: '0 7 * * *', enabled: true }));
    notFound(await as2('/risk/watch/delete', { id }));
  },

  async preserved_evidences() {
    const rec = await ownPreserved();
    expect(ok(await as2('/risk/evidence/list', { pageNo: 1, pageSize: 10 })).total).toBe(0);
    notFound(await as2('/risk/evidence/detail', { id: rec.id }));
    notFound(await as2('/risk/evidence/verify', { id: rec.id }));
    expect(ok(await as2('/risk/evidence/verify', {}))).toMatchObject({ total: 0, records: [] });
    // Tenant 2 cannot preserve tenant 1's upload as its own.
    const r = await as2('/risk/evidence/addFile', { title: '越权存证', file: { uid: rec.fileUid, name: 'x.png', size: 1, path: `/files/uploads/${rec.fileUid}` } });
    expect([r.subCode, r.subMessage]).toEqual([40000, '字段“证据文件”（file）中的文件“x.png”不存在，请重新上传']);
  },

  async preservation_chains() {
    const seen = await withTenant(t.db, t2.id, (tx) => tx.query<{ tenant_id: number }>('select tenant_id from preservation_chains'));
    expect(seen.rows.filter((x) => x.tenant_id !== t2.id)).toEqual([]);
    // Tenant 2's first record starts a chain of its own, whatever tenant 1's holds.
    const file = (await post('/files/uploads', '远山存证.png', PNG, t2.admin)).data;
    const mine = ok(await as2('/risk/evidence/addFile', { title: '远山存证', file: { uid: file.uid, name: file.name, size: file.size, path: file.path } }));
    expect([mine.seq, mine.prevHash]).toEqual([1, '0'.repeat(64)]);
  },

  async risk_hits() {
    const id = await tenant1Id('risk_hits');
    expect(ok(await as2('/risk/brandList/list', { pageNo: 1, pageSize: 10 })).total).toBe(0);
    notFound(await as2('/risk/brandList/dismiss', { id }));
  },

  async fee_schedules() {
    const id = await tenant1Id('fee_schedules');
    const list = ok(await as2('/api/feeConfig/list', { pageNo: 1, pageSize: 100 }));
    expect(await notTenant2('fee_schedules', list.list)).toEqual([]);
    notFound(await as2('/api/feeConfig/update', { id, version: 1, name: '越权', feeKind: 'officialFees', caseType: 'add-brand', country: 'CN', submitType: 'any', currency: 'CNY', perClass: true, baseAmount: '1', validFrom: '2024-01-01' }));
    notFound(await as2('/api/feeConfig/delete', { id }));
    // The standards a designer may pick are the caller's own.
    const own = (await t.db.query<{ n: string }>(`select count(*) as n from fee_schedules where tenant_id = $1`, [t2.id])).rows[0].n;
    expect(ok(await as2('/caseDesign/feeStandards', {})).list).toHaveLength(Number(own));
  },
  async finance_currencies() {
    const id = await tenant1Id('finance_currencies');
    const list = ok(await as2('/api/feeConfig/currency/list', { pageNo: 1, pageSize: 100 }));
    expect(await notTenant2('finance_currencies', list.list)).toEqual([]);
    notFound(await as2('/api/feeConfig/currency/delete', { id }));
  },
  async finance_entries() {
    const id = await tenant1Id('finance_entries', 'bill_id is null');
    expect(ok(await as2('/finance/entryList', { pageNo: 1, pageSize: 100 })).total).toBe(0);
    expect(ok(await as2('/finance/entryTotals', {}))).toEqual([]);
    notFound(await as2('/finance/createBill', { entryIds: [id] }));
  },
  // The totals' summaries (041): tenant 1 has rows; tenant 2's totals on the filters each one answers are empty.
  async finance_entry_day_sums() {
    expect((await t.db.query('select 1 from finance_entry_day_sums where tenant_id = $1 and n > 0', [t1.id])).rows.length).toBeGreaterThan(0);
    expect(ok(await as2('/finance/entryTotals', { filters: { currency: ['CNY'], billStatus: ['unbilled', 'billed', 'partlyPaid', 'paid', 'writtenOff'] } }))).toEqual([]);
  },
  async finance_entry_client_sums() {
    const client = (await t.db.query<{ client_name: string }>('select client_name from finance_entry_client_sums where tenant_id = $1 and n > 0 limit 1', [t1.id])).rows[0].client_name;
    expect(ok(await as2('/finance/entryTotals', { filters: { clientName: client } }))).toEqual([]);
  },
  async finance_bills() {
    const id = await tenant1Id('finance_bills', "status <> 'writtenOff'");
    expect(ok(await as2('/finance/billList', { pageNo: 1, pageSize: 100 })).total).toBe(0);
    notFound(await as2('/finance/billDetail', { id }));
    notFound(await as2('/finance/writeOff', { id, version: 1, remark: '越权' }));
    notFound(await as2('/finance/removeBill', { id, version: 1 }));
    expect((await get(`/files/finance/bills/${id}`, t2.admin)).statusCode).toBe(404);
  },
  async finance_payments() {
    const bill = await tenant1Id('finance_bills', "status <> 'writtenOff'");
    expect(ok(await as2('/finance/paymentList', { pageNo: 1, pageSize: 100 })).total).toBe(0);
    notFound(await as2('/finance/addPayment', { id: bill, payDate: '2026-01-01', amount: '1', confirmOverpay: true }));
  },
  async finance_invoices() {
    const bill = await tenant1Id('finance_bills', "status <> 'writtenOff'");
    expect(ok(await as2('/finance/invoiceList', { pageNo: 1, pageSize: 100 })).total).toBe(0);
    notFound(await as2('/finance/addInvoice', { id: bill, invoiceNo: 'X1', invoiceDate: '2026-01-01', amount: '1' }));
  },
  async use_evidences() {
    // The demo tenant's evidence: tenant 2 lists none, cannot read a mark's evidence, change or delete it.
    const id = await tenant1Id('use_evidences');
    const mark = (await t.db.query<{ trademark_id: number }>('select trademark_id from use_evidences where id = $1', [id])).rows[0].trademark_id;
    expect(ok(await as2('/api/useEvidence/list', { pageNo: 1, pageSize: 100 })).total).toBe(0);
    notFound(await as2('/api/useEvidence/detail', { trademarkId: mark }));
    expect((await get(`/files/evidence/marks/${mark}`, t2.admin)).statusCode).toBe(404);
    const form = { trademarks: [{ id: mark, regNo: '1' }], kind: 'photo', title: '越权', evidenceDate: '2025-01-01', goodsNames: ['服装'] };
    notFound(await as2('/api/useEvidence/update', { id, version: 1, ...form }));
    notFound(await as2('/api/useEvidence/delete', { id }));
  },

  async qualification_proofs() {
    const id = await tenant1Id('qualification_proofs');
    expect(ok(await as2('/api/aptitudeProve/list', { pageNo: 1, pageSize: 100 })).total).toBe(0);
    notFound(await as2('/api/aptitudeProve/update', { id, version: 1, kind: 'license', name: '越权', holder: '越权', remindDays: 1 }));
    notFound(await as2('/api/aptitudeProve/delete', { id }));
  },

  async evidence_demo_files() {
    // Written and emptied by each tenant's own evidence calls; scoped as tenant 2 no other tenant's rows show.
    expect((await t.db.query('select 1 from evidence_demo_files where tenant_id = $1', [t1.id])).rows.length).toBeGreaterThan(0);
    ok(await as2('/api/useEvidence/list', { pageNo: 1, pageSize: 10 }));
    const seen = await withTenant(t.db, t2.id, (tx) => tx.query<{ tenant_id: number }>('select tenant_id from evidence_demo_files'));
    expect(seen.rows).toEqual([]);
  },

  async memos() {
    // tenant 1's demo memos (seeded for its users): tenant 2 neither lists, edits, deletes nor reads them
    const before = await tenant1Rows('memos');
    expect(before.length).toBeGreaterThan(0);
    const id = await tenant1Id('memos');
    expect(await notTenant2('memos', ok(await as2('/memo/list', { pageNo: 1, pageSize: 100 })).list)).toEqual([]);
    notFound(await as2('/memo/update', { id, version: 1, title: '越权修改' }));
    notFound(await as2('/memo/delete', { id }));
    const seen = await withTenant(t.db, t2.id, (tx) => tx.query<{ tenant_id: number }>('select tenant_id from memos'));
    expect(seen.rows.filter((r) => r.tenant_id !== t2.id)).toEqual([]);
    expect(await tenant1Rows('memos')).toEqual(before);
  },

  async notify_settings() {
    const id = await tenant1Id('notify_settings');
    expect(await notTenant2('notify_settings', ok(await as2('/api/messageSettings/list', { pageNo: 1, pageSize: 20 })).list)).toEqual([]);
    notFound(await as2('/api/messageSettings/set', { id, version: 1, enabled: false, notifyResponsible: true, channelWorkbench: true, channelEmail: false, roleIds: [] }));
  },

  async global_config() {
    const id = await tenant1Id('global_config');
    expect(await notTenant2('global_config', ok(await as2('/common/globalConfigurationList', { pageNo: 1, pageSize: 50 })).list)).toEqual([]);
    notFound(await as2('/common/updateGlobalConfiguration', { id, version: 1, value: '越权' }));
  },

  async dict_items() {
    const id = await tenant1Id('dict_items');
    expect(await notTenant2('dict_items', ok(await as2('/common/dictItemList', { pageNo: 1, pageSize: 50 })).list)).toEqual([]);
    notFound(await as2('/common/dictItemUpdate', { id, version: 1, dictCode: 'CASE_OFR_OSF', itemValue: 'X', labelZh: '越权', sort: 1, enabled: true }));
    notFound(await as2('/common/dictItemDelete', { id }));
  },

  async notify_user_prefs() {
    ok(await as2('/api/personal/setDigest', { frequency: 'off', days: 7 }));
    ok(await as2('/softCertificate/saveUKeyCode', { ukeyCode: 'UK-ISO-1' }));
    const seen = await withTenant(t.db, t2.id, (tx) => tx.query<{ tenant_id: number }>('select tenant_id from notify_user_prefs'));
    expect(seen.rows).toEqual([{ tenant_id: t2.id }]);
  },

  async notify_codes() {
    // Tenant 1's code is for 13955556666: tenant 2 cannot use it.
    expect((await as2('/api/changePhone', { phone: '13955556666', code: '123456' })).subMessage).toMatch(/请先获取验证码/);
    const seen = await withTenant(t.db, t2.id, (tx) => tx.query<{ tenant_id: number }>('select tenant_id from notify_codes'));
    expect(seen.rows.filter((r) => r.tenant_id !== t2.id)).toEqual([]);
  },

  async notify_digest_runs() {
    expect(ok(await as2('/api/personal/profile', {})).lastDigest).toBeNull();
    const seen = await withTenant(t.db, t2.id, (tx) => tx.query<{ tenant_id: number }>('select tenant_id from notify_digest_runs'));
    expect(seen.rows).toEqual([]);
  },

  async notify_event_deliveries() {
    // The demo tenant's event notifications are not visible to the other tenant (which has its own: its date-field
    // reminder is a 期限将至 notice).
    const theirs = await withSystem(t.db, (tx) => tx.query<{ n: number }>('select count(*)::int as n from notify_event_deliveries where tenant_id = $1', [t1.id]));
    expect(theirs.rows[0].n).toBeGreaterThan(0);
    const seen = await withTenant(t.db, t2.id, (tx) => tx.query<{ tenant_id: number }>('select distinct tenant_id from notify_event_deliveries'));
    expect(seen.rows.filter((r) => r.tenant_id !== t2.id)).toEqual([]);
  },

  async release_log_reads() {
    const log = ok(await as2('/api/queryTheReleaseLog', {}));
    ok(await as2('/api/setUpTheReleaseLog', { release: log.releases[0].release }));
    const seen = await withTenant(t.db, t2.id, (tx) => tx.query<{ tenant_id: number }>('select tenant_id from release_log_reads'));
    expect(seen.rows).toEqual([{ tenant_id: t2.id }]);
  },

  async uploads() {
    expect(own.upload).toMatch(/^\/files\/uploads\//);
    expect((await get(own.upload!, t2.admin)).statusCode).toBe(404);
    expect((await get(own.upload!, t1.admin)).statusCode).toBe(200);
  },
};

/** Tenant 1's demand with a scheme, submitted for approval (so it has events), made once. */
let demand1: { id: number; version: number } | undefined;
async function ownDemand() {
  if (!demand1) {
    const d = ok(await as1('/api/demandManagement', { title: '隔离需求', demandType: 'other', priority: 'low', schemes: [{ title: '隔离方案', caseType: 'add-brand' }] }));
    const sub = ok(await as1('/api/submitForApproval', { id: d.id, version: d.version }));
    demand1 = { id: d.id, version: sub.version };
  }
  return demand1;
}

/** Tenant 1's infringement lead with an evidence file (enforcement_evidence), made once; as its edit form sends it. */
let lead1: Record<string, any> | undefined;
async function ownLead() {
  if (!lead1) {
    const file = (await post('/files/uploads', '证据.png', PNG, t1.admin)).data;
    const work = await tenant1Id('copyright_works');
    const l = ok(await as1('/proceed/infringement/create', { title: '隔离线索', platform: 'taobao', status: 'new', rightType: 'copyright', copyright: `work:${work}`, evidence: [{ uid: file.uid, name: file.name, size: file.size, path: file.path }] }));
    lead1 = { id: l.id, version: l.version, title: l.title, platform: l.platform, status: l.status, rightType: l.rightType, copyright: l.copyright, evidence: l.evidence };
  }
  return lead1;
}

/** Tenant 1's preserved file (preserved_evidences, preservation_chains), made once. */
let preserved1: { id: number; fileUid: string } | undefined;
async function ownPreserved() {
  if (!preserved1) {
    const file = (await post('/files/uploads', '存证.png', PNG, t1.admin)).data;
    const r = ok(await as1('/risk/evidence/addFile', { title: '隔离存证', file: { uid: file.uid, name: file.name, size: file.size, path: file.path } }));
    preserved1 = { id: r.id, fileUid: r.fileUid };
  }
  return preserved1;
}

/** Tenant 2's first rule version, as a ruleManage body without id and version. */
async function firstRule2() {
  const r = ok(await as2('/api/official/ruleList', { pageSize: 10 })).list[0];
  return { typeCode: r.typeCode, electronicRule: r.electronicRule, paperRule: r.paperRule, legalBasis: r.legalBasis, effectiveFrom: r.effectiveFrom };
}

describe('probes: tenant 2 neither reads nor writes tenant 1’s rows', () => {
  for (const [table, probe] of Object.entries(PROBES))
    it(table, async () => {
      const before = await tenant1Rows(table);
      expect(before.length, `tenant 1 has rows in ${table}`).toBeGreaterThan(0);
      await probe();
      expect(await tenant1Rows(table)).toEqual(before);
    });
});
