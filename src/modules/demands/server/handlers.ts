// The demand calls other than the approval steps (schemas/api/demand.json): create and modify (with schemes and
// linked marks and 官文), details, flow chart, delete, picker search, comments, the agency's analysis, 官文 joining
// a demand, participants. A demand is edited only while it is not in approval (draft, rejected or withdrawn).
import { signedIn, type Handler, type SignedInContext } from '../../../server/http/context';
import { fail } from '../../../server/http/errors';
import * as generic from '../../../server/lists/generic';
import { reachableSql } from '../../../server/lists/data-scope';
import { listSpecs } from '../../../generated/list-specs';
import type { Queryable } from '../../../server/db/types';
import { isAmount } from '../shared/amount';
import { todayInChina } from '../shared/dates';
import { addParticipants as mergeParticipants, currentApprovers, type FlowState } from '../shared/flowEngine';
import { withApproverNames } from './flows';
import { notifyParticipants } from './notify';
import { refreshStale } from './refresh';
import { actorOf, addEvent, demandRecord, eventRows, loadDemand, nextDemandNo, usersById, type DemandRow, type Rec } from './store';

const EDITABLE = new Set(['draft', 'rejected', 'withdrawn']);
const STATUS_TEXT: Record<string, string> = { pending: '审批中', adopted: '已通过' };

/** The names of the linked marks: each one the caller may reach (data scope) or one the demand held already. */
async function markNames(db: Queryable, ids: number[], linked: number[] = []): Promise<string[]> {
  if (!ids.length) return [];
  const r = await db.query<{ id: number; tm_name: string | null }>(`select id, tm_name from trademarks where id = any($1::int[]) and deleted_at is null${reachableSql(db, listSpecs.brandRecords, linked)}`, [ids]);
  const found = new Map(r.rows.map((x) => [x.id, x.tm_name]));
  const i = ids.findIndex((id) => !found.has(id));
  if (i >= 0) throw fail.validation(`字段“关联商标”（trademarkIds[${i}]）指向的商标 ${ids[i]} 不存在`);
  return ids.map((id) => found.get(id) ?? '');
}

async function checkDocs(db: Queryable, ids: number[], field: string, linked: number[] = []) {
  if (!ids.length) return;
  const r = await db.query<{ id: number }>(`select id from official_documents where id = any($1::int[]) and deleted_at is null${reachableSql(db, listSpecs.officialDocs, linked)}`, [ids]);
  const found = new Set(r.rows.map((x) => x.id));
  const i = ids.findIndex((id) => !found.has(id));
  if (i >= 0) throw fail.validation(`字段“关联官文”（${field}[${i}]）指向的官文 ${ids[i]} 不存在`);
}

const uniq = <T,>(xs: T[]) => [...new Set(xs)];

/** Attachments must be the tenant's own uploads (row-level security hides the others). */
async function checkAttachments(db: Queryable, files: Array<{ uid: string }>) {
  if (!files.length) return;
  const r = await db.query<{ uid: string }>(`select uid from uploads where uid = any($1::text[])`, [files.map((f) => f.uid)]);
  const found = new Set(r.rows.map((x) => x.uid));
  const i = files.findIndex((f) => !found.has(f.uid));
  if (i >= 0) throw fail.validation(`字段“附件”（attachments[${i}]）指向的文件不存在`);
}

type ManageBody = Parameters<Handler<'demands.manage'>>[1];

async function saveSchemes(ctx: SignedInContext, demandId: number, schemes: NonNullable<ManageBody['schemes']>) {
  await ctx.db.query(`delete from demand_schemes where demand_id = $1 and case_no is null`, [demandId]);
  for (const [i, s] of schemes.entries())
    await ctx.db.query(`insert into demand_schemes (tenant_id, demand_id, seq, title, case_type, content) values ($1, $2, $3, $4, $5, $6)`, [
      ctx.session.tenantId, demandId, i + 1, s.title.trim(), s.caseType, s.content ?? null,
    ]);
}

export const manage: Handler<'demands.manage'> = async (ctx, body) => {
  const c = signedIn(ctx);
  const { session } = c;
  if (!body.title.trim()) throw fail.validation('字段“需求标题”（title）不能为空');
  if (body.amount != null && !isAmount(body.amount)) throw fail.validation('字段“预算金额（元）”（amount）须为最多两位小数的金额');
  const trademarkIds = uniq(body.trademarkIds ?? []);
  const officialDocIds = uniq(body.officialDocIds ?? []);
  const current = body.id === undefined ? null : await loadDemand(ctx.db, body.id, true);
  const tmNames = await markNames(ctx.db, trademarkIds, current?.trademarkIds);
  await checkDocs(ctx.db, officialDocIds, 'officialDocIds', current?.officialDocIds);
  await checkAttachments(ctx.db, body.attachments ?? []);
  let handlerName: string | null = null;
  if (body.handlerId != null) handlerName = (await usersById(ctx.db, [body.handlerId], 'handlerId', '处理人')).get(body.handlerId)!.name;
  const values = [
    body.title.trim(), body.demandType, body.description ?? null, body.amount ?? null, body.priority, body.handlerId ?? null, handlerName,
    trademarkIds, tmNames, officialDocIds, body.manualDueDate ?? null, JSON.stringify(body.attachments ?? []),
  ];
  let id: number;
  if (body.id === undefined) {
    const no = await nextDemandNo(ctx.db, session.tenantId, todayInChina());
    const r = await ctx.db.query<{ id: number }>(
      `insert into demands (tenant_id, demand_no, title, demand_type, description, amount, priority, handler_id, handler_name, trademark_ids, tm_names,
                            official_doc_ids, manual_due_date, attachments, requester_id, requester_name)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::int[], $11::text[], $12::int[], $13, $14::jsonb, $15, $16) returning id`,
      [session.tenantId, no, ...values, session.userId, session.name],
    );
    id = r.rows[0].id;
    await addEvent(c, id, 'history', `${session.name}创建了需求`);
  } else {
    const d = current!;
    if (!EDITABLE.has(d.status)) throw fail.conflict(`需求${STATUS_TEXT[d.status]}，不能修改`);
    if (body.version === undefined) throw fail.validation('缺少必填字段“版本”（version）');
    if (body.version !== d.version) throw fail.staleRecord(await demandRecord(ctx.db, d.id));
    await ctx.db.query(
      `update demands set title = $2, demand_type = $3, description = $4, amount = $5, priority = $6, handler_id = $7, handler_name = $8,
              trademark_ids = $9::int[], tm_names = $10::text[], official_doc_ids = $11::int[], manual_due_date = $12, attachments = $13::jsonb,
              updated_at = now(), version = version + 1
        where id = $1`,
      [d.id, ...values],
    );
    id = d.id;
    await addEvent(c, id, 'history', `${session.name}修改了需求`);
  }
  if (body.schemes) await saveSchemes(c, id, body.schemes);
  return (await demandRecord(ctx.db, id)) as never;
};

export const remove: Handler<'demands.remove'> = async (ctx, body) => {
  const d = await loadDemand(ctx.db, body.id, true);
  if (!EDITABLE.has(d.status)) throw fail.conflict(`需求${STATUS_TEXT[d.status]}，不能删除；审批中的需求请先撤回`);
  await ctx.db.query(`update demands set deleted_at = now(), updated_at = now() where id = $1`, [d.id]);
  return null as never;
};

async function schemeRows(db: Queryable, demandId: number): Promise<Rec[]> {
  const r = await db.query<Rec>(
    `select id, seq, title, case_type as "caseType", content, case_no as "caseNo" from demand_schemes where demand_id = $1 order by seq, id`,
    [demandId],
  );
  return r.rows;
}

export const schemes: Handler<'demands.schemes'> = async (ctx, body) => {
  await loadDemand(ctx.db, body.demandId);
  return (await schemeRows(ctx.db, body.demandId)) as never;
};

/**
 * The demand, for a holder of demandList or someone working on it (an approver opening a message's link); pending
 * demands an organisation change made stale are brought up to date first, so "may I approve" is answered as of now.
 */
async function viewable(ctx: SignedInContext, id: number): Promise<DemandRow> {
  await refreshStale(actorOf(ctx));
  const d = await loadDemand(ctx.db, id);
  const { userId, roleAuth } = ctx.session;
  if (!roleAuth.has('demandList') && !involved(d, userId, roleAuth)) throw fail.forbidden('没有查看该需求的权限');
  return d;
}

export const flowChart: Handler<'demands.flowChart'> = async (ctx, body) => (await withApproverNames(ctx.db, (await viewable(signedIn(ctx), body.id)).flowState)) as never;

export const details: Handler<'demands.details'> = async (ctx, body) => {
  const { session } = signedIn(ctx);
  const d = await viewable(signedIn(ctx), body.id);
  const demand = await demandRecord(ctx.db, d.id);
  const docs = await ctx.db.query<Rec>(
    `select id, type_name as "typeName", tm_name as "tmName", app_no as "appNo", to_char(issue_date, 'YYYY-MM-DD') as "issueDate",
            to_char(deadline, 'YYYY-MM-DD') as deadline, status, upload_id as "uploadId", file_name as "fileName", file_type as "fileType"
       from official_documents_view where id = any($1::int[]) and deleted_at is null order by deadline nulls last, id`,
    [d.officialDocIds],
  );
  const caseNos = (demand.caseNos as string[]) ?? [];
  const cases = caseNos.length
    ? (await ctx.db.query<Rec>(`select case_no as "caseNo", case_type as "caseType", case_status as "caseStatus" from cases where case_no = any($1::text[]) and deleted_at is null order by case_no`, [caseNos])).rows
    : [];
  const state = d.flowState as FlowState | null;
  const manager = session.roleAuth.has('demandManage');
  return {
    demand,
    flow: await withApproverNames(ctx.db, state),
    schemes: await schemeRows(ctx.db, d.id),
    events: await eventRows(ctx.db, 'demand_id = $1', [d.id]),
    documents: docs.rows,
    cases,
    can: {
      edit: manager && EDITABLE.has(d.status),
      submit: manager && EDITABLE.has(d.status),
      approve: currentApprovers(state).includes(session.userId),
      withdraw: manager && d.status === 'pending' && d.requesterId === session.userId,
      reassign: d.status === 'pending' && (d.requesterId === session.userId || session.roleAuth.has('demandReassign') || currentApprovers(state).includes(session.userId)),
      remove: manager && EDITABLE.has(d.status),
    },
  } as never;
};

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (ch) => '\\' + ch);

/** /demand/getList: the schema list, after stale pending demands are re-resolved (its 当前审批人 filter reads them). */
export const list: Handler<'demands.list'> = async (ctx, body) => {
  await refreshStale(actorOf(signedIn(ctx)));
  return (await generic.list(ctx, body as never)) as never;
};

export const pick: Handler<'demands.pick'> = async (ctx, body) => {
  const key = (body.key ?? '').trim();
  const r = await ctx.db.query<Rec>(
    `select id, demand_no as "demandNo", title, status from demands
      where deleted_at is null and ($1 = '' or title ilike $2 or demand_no ilike $2) order by created_at desc, id desc limit $3`,
    [key, `%${likeEscape(key)}%`, body.pageSize ?? 30],
  );
  return r.rows as never;
};

export const comment: Handler<'demands.comment'> = async (ctx, body) => {
  const c = signedIn(ctx);
  const content = body.content.trim();
  if (!content) throw fail.validation('字段“评论内容”（content）不能为空');
  const d = await loadDemand(ctx.db, body.id);
  const id = await addEvent(c, d.id, 'comment', content);
  return (await eventRows(ctx.db, 'id = $1', [id]))[0] as never;
};

export const analysis: Handler<'demands.analysis'> = async (ctx, body) => {
  const c = signedIn(ctx);
  const content = body.content.trim();
  if (!content) throw fail.validation('字段“分析内容”（content）不能为空');
  const d = await loadDemand(ctx.db, body.id, true);
  await ctx.db.query(`update demands set analysis = $2, updated_at = now(), version = version + 1 where id = $1`, [d.id, content]);
  await addEvent(c, d.id, 'analysis', content);
  return (await demandRecord(ctx.db, d.id)) as never;
};

/** 官文 joining a demand (spec 7.6): linked documents set the demand's due date (their nearest deadline). */
export const joinOfficial: Handler<'demands.joinOfficial'> = async (ctx, body) => {
  const c = signedIn(ctx);
  const d = await loadDemand(ctx.db, body.demandId, true);
  if (d.status === 'adopted') throw fail.conflict('需求已通过，不能再加入官文');
  const ids = uniq(body.officialIds);
  await checkDocs(ctx.db, ids, 'officialIds', d.officialDocIds);
  const added = ids.filter((id) => !d.officialDocIds.includes(id));
  if (added.length) {
    await ctx.db.query(`update demands set official_doc_ids = official_doc_ids || $2::int[], updated_at = now(), version = version + 1 where id = $1`, [d.id, added]);
    await addEvent(c, d.id, 'history', `${c.session.name}加入了 ${added.length} 份官文`);
  }
  return (await demandRecord(ctx.db, d.id)) as never;
};

/** Someone who works on the demand (requester, handler, participant, an approver of its flow) or a demand manager. */
export function involved(d: DemandRow, userId: number, roleAuth: Set<string>): boolean {
  const state = d.flowState as FlowState | null;
  return roleAuth.has('demandManage') || d.requesterId === userId || d.handlerId === userId || d.participants.some((p) => p.id === userId) ||
    !!state?.steps.some((s) => s.votes.some((v) => v.userId === userId));
}

export const addParticipants: Handler<'demands.addParticipants'> = async (ctx, body) => {
  const c = signedIn(ctx);
  const d = await loadDemand(ctx.db, body.id, true);
  if (!involved(d, c.session.userId, c.session.roleAuth)) throw fail.forbidden('只有需求的提出人、处理人、参与人、审批人或有需求管理权限的用户可以添加参与人');
  const ids = uniq(body.userIds);
  const users = await usersById(ctx.db, ids, 'userIds', '参与人');
  const added = ids.map((id) => ({ id, name: users.get(id)!.name }));
  const next = mergeParticipants(d.participants, added);
  const fresh = next.slice(d.participants.length);
  if (fresh.length) {
    await ctx.db.query(`update demands set participants = $2::jsonb, updated_at = now(), version = version + 1 where id = $1`, [d.id, JSON.stringify(next)]);
    const historyId = await addEvent(c, d.id, 'history', `${c.session.name}添加了参与人 ${fresh.map((p) => p.name).join('、')}`);
    await notifyParticipants(actorOf(c), { id: d.id, demandNo: d.demandNo, title: d.title, requesterId: d.requesterId }, historyId, fresh.map((p) => p.id));
  }
  return (await demandRecord(ctx.db, d.id)) as never;
};
