// Rights enforcement calls beyond the generic list and delete (schemas/api/enforcement.json): the saves of leads,
// litigations and stages (the generic form save after the checks a schema cannot express), a lead turned into a
// litigation, and the choices of the forms.
import { listSpecs } from '../../../generated/list-specs';
import type { CallContext, Handler } from '../../../server/http/context';
import { signedIn } from '../../../server/http/context';
import { fail } from '../../../server/http/errors';
import type { Queryable } from '../../../server/db/types';
import { insertRecord, loadRecord, updateRecord } from '../../../server/lists/generic';
import { stageDeadline, type StageInput } from '../shared/appealRules';
import { causeOfRight } from '../shared/causes';
import { recordEvidence } from './evidence';
import { costSink } from './costHooks';
import { ourParty } from './costs';
import { archiveRight, copyrightChoices, patentChoices, trademarkRight, type PickedRight } from './rights';

const leadSpec = listSpecs.infringementLeads;
const litigationSpec = listSpecs.litigations;
const stageSpec = listSpecs.litigationStages;

type Body = Record<string, any>;
type Person = { id: number; name: string };

/** The handler picked in a people field: a user of the tenant (row-level security), or 40000 naming the field. */
async function handlerOf(db: Queryable, people: Person[] | null | undefined, prop: string, label: string): Promise<number | null> {
  const p = people?.[0];
  if (!p) return null;
  const r = await db.query(`select 1 from users where id = $1 and deleted_at is null`, [p.id]);
  if (!r.rows.length) throw fail.validation(`字段“${label}”（${prop}）指向的用户 ${p.id} 不存在`);
  return p.id;
}

export const leadSave: Handler<'enforcement.leadSave'> = async (ctx, body) => {
  const c = signedIn(ctx);
  const b: Body = { ...(body as Body) };
  const followUp = typeof b.followUp === 'string' ? b.followUp.trim() : '';
  delete b.followUp;
  const current = b.id === undefined ? null : await loadRecord(ctx.db, leadSpec, b.id);
  const rightType = b.rightType ?? current?.rightType;
  delete b.rightLabel; // derived from the record picked
  const extra: Array<[string, unknown]> = [];
  if (b.id === undefined || 'rightType' in b || 'trademark' in b || 'copyright' in b || 'patent' in b) {
    // Only the picker of the right's type keeps its pick; the others are emptied.
    let right: PickedRight;
    if (rightType === 'trademark') {
      const tm = await trademarkRight(ctx.db, 'trademark' in b ? b.trademark : (current?.trademark as never));
      b.trademark = tm.value;
      right = tm;
    } else {
      const prop = rightType === 'patent' ? 'patent' : 'copyright';
      right = await archiveRight(ctx.db, prop in b ? b[prop] : current?.[prop], prop, prop === 'patent' ? '被侵权专利' : '被侵权著作权');
      b[prop] = `${right.kind}:${right.id}`;
      b.trademark = [];
    }
    if (rightType !== 'copyright') b.copyright = null;
    if (rightType !== 'patent') b.patent = null;
    extra.push(['right_id', right.id], ['right_kind', right.kind], ['right_label', right.label]);
  }
  if ('handler' in b) extra.push(['handler_id', await handlerOf(ctx.db, b.handler, 'handler', '处理人')]);
  if (b.evidence === null) b.evidence = [];
  let id: number;
  if (b.id === undefined) id = await insertRecord(ctx.db, leadSpec, b, [...extra, ['created_by', c.session.userId]]);
  else {
    await updateRecord(ctx.db, leadSpec, b.id, b, extra);
    id = b.id;
  }
  if ('evidence' in b) await recordEvidence(c, id, b.evidence ?? []);
  if (followUp)
    await ctx.db.query(`insert into enforcement_follow_ups (tenant_id, lead_id, content, user_id, user_name) values (current_setting('app.tenant_id')::integer, $1, $2, $3, $4)`, [
      id, followUp, c.session.userId, c.session.name,
    ]);
  return (await loadRecord(ctx.db, leadSpec, id)) as never;
};

/** A lead's facts as a new litigation's: the shop as defendant, the right, the cause by the kind of right. */
async function fromLead(db: Queryable, leadId: number): Promise<Array<[string, unknown]>> {
  const r = await db.query<{ shop: string | null; right_type: string; right_id: number | null; right_kind: string | null; right_label: string | null; handler: unknown; handler_id: number | null }>(
    `select shop, right_type, right_id, right_kind, right_label, handler, handler_id from enforcement_leads where id = $1`,
    [leadId],
  );
  const l = r.rows[0];
  if (!l) throw fail.validation(`字段“来源线索”（leadId）指向的线索 ${leadId} 不存在`);
  return [
    ['right_type', l.right_type],
    ['right_id', l.right_id],
    ['right_kind', l.right_kind],
    ['right_label', l.right_label],
    ['defendant', l.shop],
    ['handler', JSON.stringify(l.handler ?? [])],
    ['handler_id', l.handler_id],
  ];
}


export const litigationSave: Handler<'enforcement.litigationSave'> = async (ctx, body) => {
  const b: Body = { ...(body as Body) };
  const extra: Array<[string, unknown]> = [];
  if (b.id === undefined && b.leadId) {
    // Facts of the lead the form left empty come from the lead.
    for (const [col, v] of await fromLead(ctx.db, b.leadId)) {
      const prop = Object.entries(litigationSpec.fields).find(([, f]) => f.column === col)?.[0];
      if (prop && b[prop] !== undefined && b[prop] !== null && b[prop] !== '') continue;
      if (col === 'handler' && 'handler' in b && b.handler?.length) continue;
      if (col === 'handler_id' && b.handler?.length) continue;
      extra.push([col, v]);
      if (prop) delete b[prop];
    }
  }
  if ('handler' in b) extra.push(['handler_id', await handlerOf(ctx.db, b.handler, 'handler', '承办人')]);
  if (b.documents === null) b.documents = [];
  const id = b.id === undefined ? await insertRecord(ctx.db, litigationSpec, b, extra) : (await updateRecord(ctx.db, litigationSpec, b.id, b, extra), b.id as number);
  // The finance entries of its costs show the case number and our party as they are now.
  if (b.id !== undefined && ['caseNo', 'ourRole', 'plaintiff', 'defendant'].some((k) => k in b)) {
    const party = await ourParty(ctx.db, id);
    await costSink()?.rename(ctx.db, id, party.caseNo, party.clientName);
  }
  return (await loadRecord(ctx.db, litigationSpec, id)) as never;
};

export const leadToLitigation: Handler<'enforcement.leadToLitigation'> = async (ctx, body) => {
  const lead = await loadRecord(ctx.db, leadSpec, body.id);
  const extra = await fromLead(ctx.db, body.id);
  const id = await insertRecord(ctx.db, litigationSpec, { leadId: body.id, cause: causeOfRight(lead.rightType as string, lead.rightKind as string | null), ourRole: 'plaintiff', status: 'ongoing', plaintiff: null }, extra);
  return (await loadRecord(ctx.db, litigationSpec, id)) as never;
};

export const leadOptions: Handler<'enforcement.leadOptions'> = async (ctx) => {
  const r = await ctx.db.query<{ value: number; title: string; shop: string | null; status: string }>(
    `select id as value, title, shop, status from enforcement_leads order by created_at desc, id desc limit 500`,
  );
  return r.rows.map((l) => ({ value: l.value, label: [l.title, l.shop].filter(Boolean).join(' · ') })) as never;
};

export const litigationOptions: Handler<'enforcement.litigationOptions'> = async (ctx) => {
  const r = await ctx.db.query<{ value: number; case_no: string | null; cause: string; defendant: string | null }>(
    `select id as value, case_no, cause, defendant from litigations order by created_at desc, id desc limit 500`,
  );
  return r.rows.map((g) => ({ value: g.value, label: [g.case_no || '（暂无案号）', g.cause, g.defendant].filter(Boolean).join(' · ') })) as never;
};

export const stageSave: Handler<'enforcement.stageSave'> = async (ctx, body) => {
  const b: Body = { ...(body as Body) };
  const current = b.id === undefined ? null : await loadRecord(ctx.db, stageSpec, b.id);
  const litigationId = b.litigationId ?? current?.litigationId;
  if (b.id === undefined && !(await ctx.db.query(`select 1 from litigations where id = $1`, [litigationId])).rows.length)
    throw fail.validation(`字段“所属诉讼”（litigationId）指向的诉讼 ${litigationId} 不存在`);
  if (b.id !== undefined) delete b.litigationId;
  const s: StageInput = {
    kind: b.kind ?? current?.kind,
    stageDate: b.stageDate ?? current?.stageDate,
    servedDate: 'servedDate' in b ? b.servedDate : (current?.servedDate as string | null),
    foreignParty: b.foreignParty ?? current?.foreignParty ?? false,
  };
  if (s.servedDate && s.servedDate < s.stageDate) throw fail.validation('字段“判决/裁定送达日”（servedDate）不能早于判决/裁定日期');
  if (s.servedDate && s.kind !== 'judgement' && s.kind !== 'ruling') throw fail.validation('字段“判决/裁定送达日”（servedDate）只用于判决或裁定阶段');
  const d = stageDeadline(s);
  const extra: Array<[string, unknown]> = [['due_date', d.dueDate], ['derivation', d.derivation]];
  const id = b.id === undefined ? await insertRecord(ctx.db, stageSpec, b, extra) : (await updateRecord(ctx.db, stageSpec, b.id, b, extra), b.id as number);
  // An appeal filed ends the open appeal deadlines of the litigation.
  if (s.kind === 'appeal')
    await ctx.db.query(`update litigation_stages set done = true, updated_at = now(), version = version + 1 where litigation_id = $1 and kind in ('judgement', 'ruling') and not done and stage_date <= $2`, [
      litigationId, s.stageDate,
    ]);
  return (await loadRecord(ctx.db, stageSpec, id)) as never;
};

export type { CallContext };

export const copyrightOptions: Handler<'enforcement.copyrightOptions'> = async (ctx) => (await copyrightChoices(ctx.db)) as never;
export const patentOptions: Handler<'enforcement.patentOptions'> = async (ctx) => (await patentChoices(ctx.db)) as never;
