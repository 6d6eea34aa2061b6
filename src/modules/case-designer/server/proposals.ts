// Proposals: the public calls of /case-proposal (no sign-in: the link's token finds the form and its tenant, the
// rest of the call is scoped to that tenant; rate-limited per address), the files a client uploads through the link
// (the general upload's storage and limits, recorded as the form's), and the staff's calls of /system/proposalConfig
// (list, turn into a draft case through the cases module, decline; stale saves refused).
import { randomUUID } from 'node:crypto';
import { caseForms, type CaseFormKey } from '../../../generated/case-forms';
import type { Queryable } from '../../../server/db/types';
import { scopeToTenant, withSystem, withTenant } from '../../../server/db/tenant';
import { receiveUpload } from '../../../server/files/receive';
import { uploadUrl } from '../../../server/files/uploads';
import { signedIn, type Handler, type RouteHandler } from '../../../server/http/context';
import { fail } from '../../../server/http/errors';
import { isFileKind, kindsOf, uploadUids, valuesForCase } from '../shared/proposal';
import { bizProblem, compiledVersion } from './compile';
import { versionForCase } from './handlers';
import { rateLimiter } from './rate-limit';

type Rec = Record<string, any>;

export const formReads = rateLimiter(60, 60_000);
export const submits = rateLimiter(10, 10 * 60_000);
/** Files per address: enough for a form's attachments, not for filling the tenant's storage. */
export const uploads = rateLimiter(30, 10 * 60_000);

const LINK_GONE = '提案链接无效或表单已停用，请联系发给您链接的机构';

/** The published proposal form of a link, its tenant now in scope; 40400 for a link that is unknown or switched off. */
async function sharedForm(db: Queryable, token: string): Promise<{ id: number; tenantId: number; formVersion: number; labelZh: string; labelEn: string; schema: Rec }> {
  const f = (await db.query<{ id: number; tenantId: number }>(
    `select id, tenant_id as "tenantId" from case_form_designs where share_token = $1 and purpose = 'proposal' and status = 1 and deleted_at is null`, [token],
  )).rows[0];
  if (!f) throw fail.notFound(LINK_GONE);
  await scopeToTenant(db, f.tenantId);
  const v = (await db.query<Rec>(
    `select v.form_version as "formVersion", v.label_zh as "labelZh", v.label_en as "labelEn", v.schema
       from case_form_versions v join case_form_designs f on f.id = v.form_id and v.form_version = f.published_version where f.id = $1`, [f.id],
  )).rows[0];
  return { id: f.id, tenantId: f.tenantId, ...(v as { formVersion: number; labelZh: string; labelEn: string; schema: Rec }) };
}

function limit(l: ReturnType<typeof rateLimiter>, ip: string) {
  const wait = l.take(ip);
  if (wait !== null) throw fail.tooMany(`请求过于频繁，请${wait}秒后再试`, wait);
}

export const publicForm: Handler<'caseProposal.form'> = async (ctx, body) => {
  limit(formReads, ctx.ip);
  const f = await sharedForm(ctx.db, body.token);
  return { labelZh: f.labelZh, labelEn: f.labelEn, formVersion: f.formVersion, schema: f.schema } as never;
};

export const publicSubmit: Handler<'caseProposal.submit'> = async (ctx, body) => {
  limit(submits, ctx.ip);
  const f = await sharedForm(ctx.db, body.token);
  if (body.formVersion !== f.formVersion) throw fail.conflict(`表单已更新为第 ${f.formVersion} 版，请刷新页面后重新填写`);
  const name = body.contactName.trim();
  if (!name) throw fail.validation('字段“联系人”（contactName）不能为空');
  const phone = body.contactPhone?.trim() || null;
  const email = body.contactEmail?.trim() || null;
  if (!phone && !email) throw fail.validation('字段“联系电话”（contactPhone）或“电子邮箱”（contactEmail）至少填写一项');
  const problem = bizProblem(compiledVersion(f.tenantId, f.id, f.formVersion, f.schema), 'submit', body.bizParam);
  if (problem) throw fail.validation(problem);
  // Files only as sent through this form's link (not any upload of the tenant a client might name).
  const uids = uploadUids(f.schema, body.bizParam as Record<string, unknown>);
  if (uids.length) {
    const r = await ctx.db.query<{ uid: string }>(`select uid from uploads where uid = any($1::text[]) and proposal_form_id = $2`, [uids, f.id]);
    const known = new Set(r.rows.map((x) => x.uid));
    const stray = uids.find((u) => !known.has(u));
    if (stray) throw fail.validation(`上传的文件（${stray}）不存在或不是通过本表单上传的，请重新上传`);
  }
  const r = await ctx.db.query<{ id: number }>(
    `insert into case_proposals (tenant_id, form_id, form_version, contact_name, contact_phone, contact_email, biz_param, submitted_ip)
     values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8) returning id`,
    [f.tenantId, f.id, f.formVersion, name, phone, email, JSON.stringify(body.bizParam), ctx.ip],
  );
  return { id: r.rows[0].id } as never;
};

/**
 * POST /caseProposal/files/:token (public): one file a client attaches on a shared proposal form, received like the
 * general upload (30 MB, type by content) into the form's tenant, recorded as sent through the form. The answer has
 * no download address: files are read by the tenant's staff, signed in.
 */
export const publicUpload: RouteHandler = async (ctx) => {
  limit(uploads, ctx.req.ip);
  const f = (await withSystem(ctx.db, (tx) =>
    tx.query<{ id: number; tenantId: number; schema: Record<string, unknown> }>(
      `select f.id, f.tenant_id as "tenantId", v.schema from case_form_designs f join case_form_versions v on v.form_id = f.id and v.form_version = f.published_version
        where f.share_token = $1 and f.purpose = 'proposal' and f.status = 1 and f.deleted_at is null`,
      [ctx.params.token],
    ),
  )).rows[0];
  // A form without a file field takes no files.
  if (f && !kindsOf(f.schema).some(([, kind]) => isFileKind(kind))) throw fail.validation('该提案表单没有上传文件的字段');
  if (!f) throw fail.notFound(LINK_GONE);
  const uid = randomUUID();
  const path = `uploads/${f.tenantId}/${uid}`;
  const file = await receiveUpload(ctx.req, ctx.route.upload!, ctx.files.storage, path);
  try {
    await withTenant(ctx.db, f.tenantId, (tx) =>
      tx.query(`insert into uploads (uid, tenant_id, user_id, name, size, mime, path, proposal_form_id) values ($1, $2, null, $3, $4, $5, $6, $7)`, [uid, f.tenantId, file.name, file.size, file.mime, path, f.id]),
    );
  } catch (e) {
    await ctx.files.storage.remove(path);
    throw e;
  }
  return { data: { uid, name: file.name, size: file.size, path: uploadUrl(uid) } };
};

const COLUMNS = `p.id, p.form_id as "formId", p.form_version as "formVersion", f.label_zh as "formLabel", p.contact_name as "contactName",
  p.contact_phone as "contactPhone", p.contact_email as "contactEmail", p.biz_param as "bizParam", p.status, p.case_no as "caseNo", p.remark,
  p.handled_at as "handledAt", p.created_at as "createdAt", p.version`;
const iso = (d: unknown) => (d === null ? null : new Date(d as string).toISOString());
const present = (r: Rec) => ({ ...r, createdAt: iso(r.createdAt), handledAt: iso(r.handledAt) });

async function loadProposal(db: Queryable, id: number, version: number): Promise<Rec> {
  const r = await db.query<Rec>(`select ${COLUMNS} from case_proposals p join case_form_designs f on f.id = p.form_id where p.id = $1 for update of p`, [id]);
  const p = r.rows[0];
  if (!p) throw fail.notFound('提案不存在');
  if (p.version !== version) throw fail.staleRecord(present(p));
  if (p.status !== 0) throw fail.conflict(p.status === 1 ? `提案已转为案件 ${p.caseNo}` : '提案已不予受理');
  return p;
}

async function reload(db: Queryable, id: number) {
  return present((await db.query<Rec>(`select ${COLUMNS} from case_proposals p join case_form_designs f on f.id = p.form_id where p.id = $1`, [id])).rows[0]);
}

export const proposals: Handler<'caseDesigner.proposals'> = async (ctx, body) => {
  const r = await ctx.db.query<Rec>(
    `select ${COLUMNS} from case_proposals p join case_form_designs f on f.id = p.form_id
      where ($1::int is null or p.form_id = $1) and ($2::int is null or p.status = $2) order by p.created_at desc, p.id desc limit 500`,
    [body.formId ?? null, body.status ?? null],
  );
  return { list: r.rows.map(present) } as never;
};

export const proposalToCase: Handler<'caseDesigner.proposalToCase'> = async (ctx, body) => {
  const { session } = signedIn(ctx);
  const p = await loadProposal(ctx.db, body.id, body.version);
  let target: Rec;
  if (body.caseType === 'custom') {
    if (body.formId === undefined) throw fail.validation('缺少必填字段“自定义表单”（formId）');
    target = (await versionForCase(ctx.db, body.formId, null)).schema;
  } else if (body.caseType in caseForms) target = caseForms[body.caseType as CaseFormKey].schema as Rec;
  else throw fail.validation(`字段“案件类型”（caseType）的取值“${body.caseType}”不是已有的案件类型`);
  // The cases module makes the draft, numbered and checked by its form as every case is (import at call time:
  // the cases entry imports this module's entry).
  const { casesServer } = await import('../../cases/server');
  const remark = `来自提案 #${p.id}（${p.contactName}${p.contactPhone ? ' ' + p.contactPhone : ''}${p.contactEmail ? ' ' + p.contactEmail : ''}）`;
  const created = (await casesServer.handlers['cases.save'](ctx, { caseType: body.caseType, ...(body.formId !== undefined ? { formId: body.formId } : {}), bizParam: valuesForCase(p.bizParam, target), remark } as never)) as unknown as Rec;
  await ctx.db.query(`update case_proposals set status = 1, case_no = $2, handled_by = $3, handled_at = now(), updated_at = now(), version = version + 1 where id = $1`, [p.id, created.caseNo, session.userId]);
  return (await reload(ctx.db, p.id)) as never;
};

export const proposalDecline: Handler<'caseDesigner.proposalDecline'> = async (ctx, body) => {
  const { session } = signedIn(ctx);
  const p = await loadProposal(ctx.db, body.id, body.version);
  await ctx.db.query(`update case_proposals set status = 2, remark = $2, handled_by = $3, handled_at = now(), updated_at = now(), version = version + 1 where id = $1`, [p.id, body.remark?.trim() || null, session.userId]);
  return (await reload(ctx.db, p.id)) as never;
};
