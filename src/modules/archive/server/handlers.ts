// Named handlers of the archive calls (schemas/api/brandArchives.json, dispute.json, userManage.json): writes
// through the generic list engine plus a history row for every create, edit, delete and import.
import { listSpecs } from '../../../generated/list-specs';
import { presentImages, storedImage } from '../../../server/files/image-fields';
import { logOperation, recordHistory } from '../../../server/history/operate-log';
import { signedIn, type CallContext, type Handler } from '../../../server/http/context';
import { fail } from '../../../server/http/errors';
import { insertRecord, loadRecord, removeRecord, updateRecord } from '../../../server/lists/generic';
import type { ListSpec } from '../../../server/lists/spec-types';
import { confirmImport, importStatus as loadImportStatus } from './import';
import { logoUrl } from './records';

const tmSpec = listSpecs.brandRecords;
const disputeSpec = listSpecs.disputes;

type Rec = Record<string, unknown>;

/** The form props whose values differ, with their labels (for the history summary and undo data). */
export function changes(spec: ListSpec, before: Rec, after: Rec): Array<{ prop: string; label: string; from: unknown; to: unknown }> {
  const out: Array<{ prop: string; label: string; from: unknown; to: unknown }> = [];
  for (const prop of spec.formFields.update) {
    const a = before[prop] ?? null;
    const b = after[prop] ?? null;
    if (JSON.stringify(a) !== JSON.stringify(b)) out.push({ prop, label: spec.fields[prop].label.zh, from: a, to: b });
  }
  return out;
}

const describe = (list: ReturnType<typeof changes>) =>
  list.length ? list.slice(0, 6).map((c) => `${c.label}：${c.from ?? '空'} → ${c.to ?? '空'}`).join('；') + (list.length > 6 ? ` 等${list.length}项` : '') : '无字段变化';

// ---- trademarks ------------------------------------------------------------------------------------------

export const create: Handler<'archive.create'> = async (ctx, body) => {
  const { session } = signedIn(ctx);
  // An uploaded image, else the generated word mark. Custom values (auto-fill dates, 是否必填) are written by
  // insertRecord from body.customValues.
  const image = (await storedImage(ctx.db, body.tmImage, tmSpec.fields.tmImage, 'tmImage')) ?? logoUrl(body.tmName);
  const id = await insertRecord(ctx.db, tmSpec, { ...body, tmImage: image }, [
    ['dpl_source', 1],
    ['created_by', session.userId],
  ]);
  const rec = await loadRecord(ctx.db, tmSpec, id);
  await logOperation(ctx.db, { userId: session.userId, entity: 'trademark', recordId: id, action: 'create', summary: `手动新增商标“${body.tmName}”（第${body.tmCl}类）`, detail: { after: rec } });
  return presentImages(ctx, tmSpec, rec) as never;
};

export const update: Handler<'archive.update'> = async (ctx, body) => {
  const { session } = signedIn(ctx);
  const before = await loadRecord(ctx.db, tmSpec, body.id);
  const given = 'tmImage' in body ? await storedImage(ctx.db, body.tmImage, tmSpec.fields.tmImage, 'tmImage') : (before.tmImage as string | null);
  // A generated word mark follows the name (and replaces a removed image); an uploaded image stays.
  const image = given === null || (given.startsWith('/files/tm-logo.svg') && body.tmName !== before.tmName) ? logoUrl(body.tmName) : given;
  await updateRecord(ctx.db, tmSpec, body.id, { ...body, tmImage: image });
  const after = await loadRecord(ctx.db, tmSpec, body.id);
  const diff = changes(tmSpec, before, after);
  await logOperation(ctx.db, { userId: session.userId, entity: 'trademark', recordId: body.id, action: 'update', summary: `编辑商标：${describe(diff)}`, detail: { before, changes: diff } });
  return presentImages(ctx, tmSpec, after) as never;
};

export const remove: Handler<'archive.remove'> = async (ctx, body) => {
  const { session } = signedIn(ctx);
  const before = await loadRecord(ctx.db, tmSpec, body.id);
  await removeRecord(ctx.db, tmSpec, body.id);
  await logOperation(ctx.db, { userId: session.userId, entity: 'trademark', recordId: body.id, action: 'delete', summary: `删除商标“${before.tmName}”（第${before.tmCl}类）`, detail: { before } });
  return null;
};

export const importConfirm: Handler<'archive.importConfirm'> = async (ctx, body) => {
  const { session } = signedIn(ctx);
  return confirmImport(ctx.db, ctx.files.storage, session.tenantId, session.userId, body.id, body.goodOnly ?? false);
};

export const importStatus: Handler<'archive.importStatus'> = (ctx, body) => loadImportStatus(ctx.db, body.id);

// ---- history ---------------------------------------------------------------------------------------------

/** Who may read which record type's history: the view permission of its list. */
const HISTORY_PERMISSION: Record<string, string> = { trademark: 'brandList', dispute: 'disputeList', announcement: 'riskGgList' };

export const operateLog: Handler<'archive.operateLog'> = async (ctx, body) => {
  const { session } = signedIn(ctx);
  if (!session.roleAuth.has(HISTORY_PERMISSION[body.entity])) throw fail.forbidden('没有操作权限：查看该记录');
  // Row-level security keeps both the log and the users to the caller's tenant.
  const entries = await recordHistory(ctx.db, body.entity, body.recordId);
  return entries.map(({ id, action, summary, detail, userName, createdAt, undoneAt }) => ({ id, action, summary, detail, userName, createdAt, undoneAt }));
};

// ---- disputes --------------------------------------------------------------------------------------------

export const manageDispute: Handler<'disputes.manage'> = async (ctx, body) => {
  const { session } = signedIn(ctx);
  const { id, version: _version, ...fields } = body;
  if (id === undefined) {
    const newId = await insertRecord(ctx.db, disputeSpec, fields);
    const rec = await loadRecord(ctx.db, disputeSpec, newId);
    await logOperation(ctx.db, { userId: session.userId, entity: 'dispute', recordId: newId, action: 'create', summary: `新增${body.disputeType}“${body.tmName}”`, detail: { after: rec } });
    return rec as never;
  }
  const before = await loadRecord(ctx.db, disputeSpec, id);
  // The manage call carries the whole form: absent optional fields are cleared, as on the form.
  const full: Rec = Object.fromEntries(disputeSpec.formFields.create.map((p) => [p, p in fields ? (fields as Rec)[p] : null]));
  await updateRecord(ctx.db, disputeSpec, id, { ...full, version: body.version });
  const after = await loadRecord(ctx.db, disputeSpec, id);
  const diff = changes(disputeSpec, before, after);
  await logOperation(ctx.db, { userId: session.userId, entity: 'dispute', recordId: id, action: 'update', summary: `编辑争议：${describe(diff)}`, detail: { before, changes: diff } });
  return after as never;
};

export const removeDispute: Handler<'disputes.remove'> = async (ctx: CallContext, body) => {
  const { session } = signedIn(ctx);
  const before = await loadRecord(ctx.db, disputeSpec, body.id);
  await removeRecord(ctx.db, disputeSpec, body.id);
  await logOperation(ctx.db, { userId: session.userId, entity: 'dispute', recordId: body.id, action: 'delete', summary: `删除争议“${before.tmName}”（${before.disputeType}）`, detail: { before } });
  return null;
};
