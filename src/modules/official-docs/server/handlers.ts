// Handlers of the official-document calls (schemas/api/official.json, copyrightOfficial.json): documents with
// server-computed deadlines, the dated rule versions and the holiday calendar (each change recalculates the deadlines
// and records the moved ones), the type catalogue. The document calls exist once per right type (trademark,
// copyright: documentHandlers), each on its right's list spec (its screen's view of the documents) and types; what
// confirming writes differs per right (the mark's archive record, or the work's or software's).
import { listSpecs } from '../../../generated/list-specs';
import { applyBrandInfo } from '../../archive/server';
import { applyCopyrightInfo, copyrightRecord } from '../../ip-archives/server';
import { logOperation } from '../../../server/history/operate-log';
import { signedIn, type CallContext, type Handler } from '../../../server/http/context';
import type { HandlerTypes } from '../../../generated/catalogue';
import { fail } from '../../../server/http/errors';
import { creatorColumns, insertRecord, loadRecord, removeRecord, runList, updateRecord } from '../../../server/lists/generic';
import type { ListRequest } from '../../../server/lists/engine';
import { searchColumns } from '../../../server/lists/search';
import type { ListSpec } from '../../../server/lists/spec-types';
import { overlaps, parseRule, RuleError, versionOn, type Medium } from '../shared/deadline';
import type { RightType } from '../shared/rights';
import { ensureTenantData, loadCalendar, loadRules } from './data';
import { deadlineColumns, recalculateAll } from './recalc';

/** Each right's documents: its screen's list spec (the view of its documents) and its words. */
export const RIGHT_DOCS: Record<RightType, { spec: ListSpec; label: string }> = {
  trademark: { spec: listSpecs.officialDocs, label: '官文' },
  copyright: { spec: listSpecs.copyrightOfficialDocs, label: '版权官文' },
};
// The monitor reads only pending documents with a deadline, the nearest first (by deadline, the same order as the
// remaining days, on its index) unless the request sorts otherwise. It shows both rights.
const monitorSpec = { ...listSpecs.officialDeadlines, source: 'official_deadline_monitor_view', defaultSort: [{ key: 'deadline', asc: true }, { key: 'id', asc: true }] };
const ruleSpec = listSpecs.officialRules;
const daySpec = listSpecs.holidayCalendar;

type Rec = Record<string, unknown>;
type Req<K extends keyof HandlerTypes> = HandlerTypes[K]['request'];

/** The signed-in tenant, with the shipped reference data loaded into its tables. */
async function tenant(ctx: CallContext) {
  const { session } = signedIn(ctx);
  await ensureTenantData(ctx.db, session.tenantId);
  return session;
}

/** The name of a type of the tenant (of the right, when given); else 40000 naming typeCode. */
async function typeName(ctx: CallContext, tenantId: number, code: string, right?: RightType): Promise<string> {
  const r = await ctx.db.query<{ name: string }>(`select name from official_doc_types where tenant_id = $1 and code = $2 and ($3::text is null or right_type = $3)`, [tenantId, code, right ?? null]);
  if (!r.rows[0]) throw fail.validation(`字段“文件类型”（typeCode）的取值“${code}”不是已有的${right === 'copyright' ? '版权' : right ? '商标' : ''}官文类型`);
  return r.rows[0].name;
}

// ---- documents ---------------------------------------------------------------------------------------------

/** remainingDays is deadline minus today: sorted as the deadline, whose index serves the order (migration 043). */
function byDeadline(body: ListRequest): ListRequest {
  return body.sorts ? { ...body, sorts: body.sorts.map((s) => (s.key === 'remainingDays' ? { ...s, key: 'deadline' } : s)) } : body;
}

export const deadlineList: Handler<'official.deadlineList'> = async (ctx, body) => {
  await tenant(ctx);
  return (await runList(ctx.db, monitorSpec, byDeadline(body as unknown as ListRequest))) as never;
};

type ManageBody = Req<'official.manage'> | Req<'copyrightOfficial.manage'>;

/** The document calls of one right type: the same pipeline on the right's documents, types and uploads only. */
export function documentHandlers(right: RightType) {
  const { spec: docSpec, label } = RIGHT_DOCS[right];

  const list = async (ctx: CallContext, body: Req<'official.list'> | Req<'copyrightOfficial.list'>) => {
    await tenant(ctx);
    return (await runList(ctx.db, docSpec, byDeadline(body as unknown as ListRequest))) as never;
  };

  const manage = async (ctx: CallContext, body: ManageBody) => {
    const session = await tenant(ctx);
    const { id, version, uploadId, handlingDeadline, disputedDate, rulingResult, ...fields } = body;
    const name = await typeName(ctx, session.tenantId, body.typeCode, right);
    if (uploadId !== undefined) {
      const up = await ctx.db.query(`select 1 from official_uploads where id = $1 and tenant_id = $2 and right_type = $3`, [uploadId, session.tenantId, right]);
      if (!up.rows.length) throw fail.validation(`字段“上传文件”（uploadId）不是本企业上传的${label}文件`);
    }
    const receiptDate = body.receiptDate ?? null;
    // Deadlines are computed years ahead of these dates: keep them where a computed date is still a real one.
    for (const [prop, dateLabel, v] of [['issueDate', '发文日', body.issueDate], ['receiptDate', '收文日', receiptDate]] as const)
      if (v && (v < '1950-01-01' || v > '2199-12-31')) throw fail.validation(`字段“${dateLabel}”（${prop}）须在 1950-01-01 至 2199-12-31 之间`);
    if (receiptDate && receiptDate < body.issueDate) throw fail.validation('字段“收文日”（receiptDate）不能早于发文日');
    const rules = await loadRules(ctx.db, session.tenantId);
    const cal = await loadCalendar(ctx.db, session.tenantId);
    const c = deadlineColumns({ typeCode: body.typeCode, medium: body.medium as Medium, issueDate: body.issueDate, receiptDate }, rules, cal);
    const extra: Array<[string, unknown]> = [['deadline', c.deadline], ['derivation', JSON.stringify(c.derivation)], ['deadline_note', c.deadlineNote], ['calendar_flag', c.calendarFlag]];
    if (uploadId !== undefined) extra.push(['upload_id', uploadId]);
    // Set by the official-document dialog; the plain form leaves them as they are.
    if (handlingDeadline !== undefined) extra.push(['handling_deadline', handlingDeadline]);
    if (disputedDate !== undefined) extra.push(['disputed_date', disputedDate]);
    if (rulingResult !== undefined) extra.push(['ruling_result', rulingResult?.trim() || null]);
    if (id === undefined) {
      const newId = await insertRecord(ctx.db, docSpec, fields, [['right_type', right], ...creatorColumns(ctx, docSpec), ...extra]);
      const rec = await loadRecord(ctx.db, docSpec, newId);
      await logOperation(ctx.db, { userId: session.userId, entity: 'officialDoc', recordId: newId, action: 'create', summary: `录入${label}“${name}”，期限 ${c.deadline ?? '无'}`, detail: { after: rec } });
      return rec as never;
    }
    const before = await loadRecord(ctx.db, docSpec, id);
    const full: Rec = Object.fromEntries(docSpec.formFields.create.map((p) => [p, p in fields ? (fields as Rec)[p] : null]));
    await updateRecord(ctx.db, docSpec, id, { ...full, version }, extra);
    const after = await loadRecord(ctx.db, docSpec, id);
    await logOperation(ctx.db, { userId: session.userId, entity: 'officialDoc', recordId: id, action: 'update', summary: `编辑${label}“${name}”，期限 ${before.deadline ?? '无'} → ${c.deadline ?? '无'}`, detail: { before } });
    return after as never;
  };

  const remove = async (ctx: CallContext, body: { id: number }) => {
    const session = await tenant(ctx);
    const before = await loadRecord(ctx.db, docSpec, body.id);
    await removeRecord(ctx.db, docSpec, body.id);
    await logOperation(ctx.db, { userId: session.userId, entity: 'officialDoc', recordId: body.id, action: 'delete', summary: `删除${label}“${before.typeName}”`, detail: { before } });
    return null;
  };

  async function setFlag(ctx: CallContext, id: number, set: string, what: string) {
    const session = await tenant(ctx);
    const r = await ctx.db.query(`update official_documents set ${set}, updated_at = now() where id = $1 and tenant_id = $2 and right_type = $3 and deleted_at is null`, [id, session.tenantId, right]);
    if (!r.rowCount) throw fail.notFound(`${label}不存在或已删除`);
    if (what) await logOperation(ctx.db, { userId: session.userId, entity: 'officialDoc', recordId: id, action: 'update', summary: what, detail: {} });
    return null;
  }

  const markAllRead = async (ctx: CallContext) => {
    const session = await tenant(ctx);
    const r = await ctx.db.query(`update official_documents set is_read = true where tenant_id = $1 and right_type = $2 and deleted_at is null and not is_read`, [session.tenantId, right]);
    return { count: r.rowCount };
  };

  const typeList = async (ctx: CallContext, body: { date?: string }) => {
    const session = await tenant(ctx);
    const on = body.date ?? new Date().toISOString().slice(0, 10);
    const types = await ctx.db.query<{ code: string; name: string; category: number; response: string }>(
      `select code, name, category, response from official_doc_types where tenant_id = $1 and right_type = $2 order by id`,
      [session.tenantId, right],
    );
    const rules = await loadRules(ctx.db, session.tenantId);
    return types.rows.map((t) => {
      const v = versionOn(rules.get(t.code) ?? [], on);
      return {
        officalType: t.code, name: t.name, category: t.category, response: t.response,
        electronicDelivery: v?.electronicRule ?? null, paperDelivery: v?.paperRule ?? null, legalBasis: v?.legalBasis ?? null,
        effectiveFrom: v?.effectiveFrom ?? null, effectiveTo: v?.effectiveTo ?? null,
      };
    });
  };

  const typeOptions = async (ctx: CallContext) => {
    const session = await tenant(ctx);
    const r = await ctx.db.query<{ value: string; label: string }>(
      `select code as value, name as label from official_doc_types where tenant_id = $1 and right_type = $2 order by id`,
      [session.tenantId, right],
    );
    return r.rows;
  };

  return {
    list, manage, remove, markAllRead, typeList, typeOptions,
    markRead: (ctx: CallContext, body: { id: number }) => setFlag(ctx, body.id, 'is_read = true', ''),
    ignore: (ctx: CallContext, body: { id: number }) => setFlag(ctx, body.id, `status = 'ignored', is_read = true`, `忽略${label}`),
    handle: (ctx: CallContext, body: { id: number }) => setFlag(ctx, body.id, `status = 'handled', is_read = true`, `${label}标为已处理`),
  };
}

export const trademarkDocs = documentHandlers('trademark');
export const copyrightDocs = documentHandlers('copyright');

/**
 * 确认官文: the person confirmed what the document says about the mark. The document is linked to the mark, marked
 * read, and updateBrandInfo is written to the archive record (with its history entry), all in one transaction.
 */
export const confirm: Handler<'official.confirm'> = async (ctx, body) => {
  const session = await tenant(ctx);
  const docSpec = RIGHT_DOCS.trademark.spec;
  const before = await loadRecord(ctx.db, docSpec, body.id);
  const { id: trademarkId, oriTmStatus: _ori, ...info } = body.updateBrandInfo;
  const mark = await ctx.db.query<{ tm_name: string; reg_no: string | null }>(
    `select tm_name, reg_no from trademarks where id = $1 and tenant_id = $2 and deleted_at is null`,
    [trademarkId, session.tenantId],
  );
  if (!mark.rows[0]) throw fail.notFound('关联的商标不存在或已删除');
  const r = await ctx.db.query(
    `update official_documents set trademark_id = $2, tm_name = coalesce(tm_name, $3), app_no = coalesce(app_no, $4), is_read = true, version = version + 1, updated_at = now()
      where id = $1 and tenant_id = $5 and version = $6 and deleted_at is null and right_type = 'trademark'`,
    [body.id, trademarkId, mark.rows[0].tm_name, mark.rows[0].reg_no, session.tenantId, body.version],
  );
  if (!r.rowCount) throw fail.staleRecord(before);
  const diff = await applyBrandInfo(ctx.db, session.userId, trademarkId, info, `官文“${String(before.typeName)}”`);
  await logOperation(ctx.db, {
    userId: session.userId, entity: 'officialDoc', recordId: body.id, action: 'update',
    summary: `确认官文并同步商标档案（${diff.length} 项变化）`, detail: { trademarkId, changes: diff },
  });
  return (await loadRecord(ctx.db, docSpec, body.id)) as never;
};

/**
 * 确认版权官文: the document is linked to the work or software it is about (replacing an earlier link), marked read,
 * keeps the record's title and number when it had none, and updateCopyrightInfo (registration number and date, the
 * owner, as far as the type's category implies) is written to the record with its history entry; one transaction.
 */
export const confirmCopyright: Handler<'copyrightOfficial.confirm'> = async (ctx, body) => {
  const session = await tenant(ctx);
  const docSpec = RIGHT_DOCS.copyright.spec;
  const before = await loadRecord(ctx.db, docSpec, body.id);
  const { kind, id: recordId, ...info } = body.updateCopyrightInfo;
  const rec = await copyrightRecord(ctx.db, kind, recordId);
  const r = await ctx.db.query<{ tm_name: string | null; app_no: string | null }>(
    `update official_documents set copyright_work_id = $2, copyright_software_id = $3, tm_name = coalesce(tm_name, $4), app_no = coalesce(app_no, $5),
            is_read = true, version = version + 1, updated_at = now()
      where id = $1 and tenant_id = $6 and version = $7 and deleted_at is null and right_type = 'copyright'
      returning tm_name, app_no`,
    [body.id, kind === 'work' ? recordId : null, kind === 'software' ? recordId : null, rec.title, info.regNo?.trim() || rec.regNo, session.tenantId, body.version],
  );
  if (!r.rows[0]) throw fail.staleRecord(before);
  const search = searchColumns([r.rows[0].tm_name, r.rows[0].app_no]);
  await ctx.db.query(`update official_documents set search_grams = $2, search_text = $3 where id = $1`, [body.id, search.grams, search.text]);
  const diff = await applyCopyrightInfo(ctx.db, session.userId, kind, recordId, info, `版权官文“${String(before.typeName)}”`);
  await logOperation(ctx.db, {
    userId: session.userId, entity: 'officialDoc', recordId: body.id, action: 'update',
    summary: `确认版权官文并同步${kind === 'work' ? '作品' : '软件'}著作权“${rec.title}”（${diff.length} 项变化）`, detail: { kind, recordId, changes: diff },
  });
  return (await loadRecord(ctx.db, docSpec, body.id)) as never;
};

// ---- catalogue -----------------------------------------------------------------------------------------------

/** Every type of both rights (rule versions, the deadline monitor): copyright ones say so. */
export const allTypeOptions: Handler<'official.allTypeOptions'> = async (ctx) => {
  const session = await tenant(ctx);
  const r = await ctx.db.query<{ value: string; label: string }>(
    `select code as value, case when right_type = 'copyright' then name || '（版权）' else name end as label
       from official_doc_types where tenant_id = $1 order by right_type desc, id`,
    [session.tenantId],
  );
  return r.rows;
};

// ---- rule versions -------------------------------------------------------------------------------------------

export const ruleList: Handler<'official.ruleList'> = async (ctx, body) => {
  await tenant(ctx);
  return (await runList(ctx.db, ruleSpec, body as unknown as ListRequest)) as never;
};

function checkRule(text: string | undefined, prop: string, label: string) {
  try {
    parseRule(text ?? '');
  } catch (e) {
    if (e instanceof RuleError) throw fail.validation(`字段“${label}”（${prop}）：${e.message}`);
    throw e;
  }
}

export const ruleManage: Handler<'official.ruleManage'> = async (ctx, body) => {
  const session = await tenant(ctx);
  const { id, version, ...fields } = body;
  const name = await typeName(ctx, session.tenantId, body.typeCode);
  checkRule(body.electronicRule, 'electronicRule', '电子送达期限');
  checkRule(body.paperRule, 'paperRule', '纸质送达期限');
  const effectiveTo = body.effectiveTo ?? null;
  if (effectiveTo && effectiveTo < body.effectiveFrom) throw fail.validation('字段“失效日（含）”（effectiveTo）不能早于生效日');
  let before: Rec | null = null;
  if (id !== undefined) {
    before = await loadRecord(ctx.db, ruleSpec, id);
    if (before.typeCode !== body.typeCode) throw fail.validation('字段“文件类型”（typeCode）不能修改：请为新类型新增规则版本');
  }
  const others = await ctx.db.query<{ id: number; effectiveFrom: string; effectiveTo: string | null }>(
    `select id, to_char(effective_from, 'YYYY-MM-DD') as "effectiveFrom", to_char(effective_to, 'YYYY-MM-DD') as "effectiveTo"
       from official_rule_versions where tenant_id = $1 and type_code = $2 and id <> $3 order by effective_from`,
    [session.tenantId, body.typeCode, id ?? 0],
  );
  const clash = others.rows.find((o) => overlaps(o, { effectiveFrom: body.effectiveFrom, effectiveTo }));
  if (clash)
    throw fail.conflict(
      `“${name}”已有规则版本 ${clash.effectiveFrom} 至 ${clash.effectiveTo ?? '长期'} 与 ${body.effectiveFrom} 至 ${effectiveTo ?? '长期'} 重叠；请先把该版本的失效日改为新版本生效日的前一天`,
    );
  const values = { electronicRule: '', paperRule: '', legalBasis: '', remark: null, ...fields, effectiveTo };
  let ruleId: number;
  if (id === undefined) ruleId = await insertRecord(ctx.db, ruleSpec, values);
  else {
    await updateRecord(ctx.db, ruleSpec, id, { ...values, version });
    ruleId = id;
  }
  const cause = `期限规则“${name}” ${body.effectiveFrom} 起${id === undefined ? '新增' : '修改'}`;
  const { moved } = await recalculateAll(ctx.db, session.tenantId, cause, session.userId);
  await logOperation(ctx.db, { userId: session.userId, entity: 'officialRule', recordId: ruleId, action: id === undefined ? 'create' : 'update', summary: `${cause}，${moved.length} 个期限变化`, detail: { before, moved } });
  return (await loadRecord(ctx.db, ruleSpec, ruleId)) as never;
};

export const ruleDelete: Handler<'official.ruleDelete'> = async (ctx, body) => {
  const session = await tenant(ctx);
  const before = await loadRecord(ctx.db, ruleSpec, body.id);
  if (before.shipped) throw fail.validation('系统内置的规则版本不能删除；如已失效，请填写其失效日');
  await removeRecord(ctx.db, ruleSpec, body.id);
  const cause = `删除期限规则“${before.typeName}” ${before.effectiveFrom} 起的版本`;
  const { moved } = await recalculateAll(ctx.db, session.tenantId, cause, session.userId);
  await logOperation(ctx.db, { userId: session.userId, entity: 'officialRule', recordId: body.id, action: 'delete', summary: `${cause}，${moved.length} 个期限变化`, detail: { before, moved } });
  return null;
};

// ---- calendar ------------------------------------------------------------------------------------------------

export const calendarList: Handler<'official.calendarList'> = async (ctx, body) => {
  await tenant(ctx);
  return (await runList(ctx.db, daySpec, body as unknown as ListRequest)) as never;
};

const kindText = (k: unknown) => (k === 'workday' ? '调休上班日' : '节假日');

export const calendarManage: Handler<'official.calendarManage'> = async (ctx, body) => {
  const session = await tenant(ctx);
  const { id, version, ...fields } = body;
  let dayId: number;
  let cause: string;
  if (id === undefined) {
    dayId = await insertRecord(ctx.db, daySpec, fields);
    cause = `新增${kindText(body.kind)} ${body.day}（${body.name}）`;
  } else {
    const before = await loadRecord(ctx.db, daySpec, id);
    await updateRecord(ctx.db, daySpec, id, { ...fields, version });
    dayId = id;
    cause = `修改日历 ${before.day}（${before.name}）为 ${body.day} ${kindText(body.kind)}（${body.name}）`;
  }
  const { moved } = await recalculateAll(ctx.db, session.tenantId, cause, session.userId);
  await logOperation(ctx.db, { userId: session.userId, entity: 'holidayDay', recordId: dayId, action: id === undefined ? 'create' : 'update', summary: `${cause}，${moved.length} 个期限变化`, detail: { moved } });
  return (await loadRecord(ctx.db, daySpec, dayId)) as never;
};

export const calendarDelete: Handler<'official.calendarDelete'> = async (ctx, body) => {
  const session = await tenant(ctx);
  const before = await loadRecord(ctx.db, daySpec, body.id);
  await removeRecord(ctx.db, daySpec, body.id);
  const cause = `删除${kindText(before.kind)} ${before.day}（${before.name}）`;
  const { moved } = await recalculateAll(ctx.db, session.tenantId, cause, session.userId);
  await logOperation(ctx.db, { userId: session.userId, entity: 'holidayDay', recordId: body.id, action: 'delete', summary: `${cause}，${moved.length} 个期限变化`, detail: { before, moved } });
  return null;
};

// ---- recalculation -------------------------------------------------------------------------------------------

export const recalculate: Handler<'official.recalculate'> = async (ctx) => {
  const session = await tenant(ctx);
  return recalculateAll(ctx.db, session.tenantId, '手动重算', session.userId);
};

export const deadlineChanges: Handler<'official.deadlineChanges'> = async (ctx) => {
  const session = await tenant(ctx);
  const r = await ctx.db.query(
    `select c.document_id as "documentId", t.name as "typeName", d.tm_name as "tmName", d.app_no as "appNo",
            to_char(c.old_deadline, 'YYYY-MM-DD') as "oldDeadline", to_char(c.new_deadline, 'YYYY-MM-DD') as "newDeadline",
            c.cause, c.changed_at as "changedAt"
       from official_deadline_changes c
       join official_documents d on d.id = c.document_id and d.tenant_id = c.tenant_id
       join official_doc_types t on t.tenant_id = d.tenant_id and t.code = d.type_code
      where c.tenant_id = $1 and d.deleted_at is null
      order by c.changed_at desc, c.id desc limit 200`,
    [session.tenantId],
  );
  return r.rows.map((x) => ({ ...x, changedAt: new Date(x.changedAt as string).toISOString() })) as never;
};
