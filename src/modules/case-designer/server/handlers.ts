// Handlers of the /caseDesign calls (schemas/api/caseDesign.json): designed case forms of the caller's tenant
// (row-level security: another tenant's form is simply not found). A form has one draft, saved with its row
// version (stale: 40900) after the full schema check; publishing copies the draft into a new immutable version;
// unpublishing hides the form from new cases (existing cases keep their version). Export and import move a form
// as a JSON file; an import is checked like a save and a bad file changes nothing.
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../../server/db/types';
import { signedIn, type Handler } from '../../../server/http/context';
import { fail } from '../../../server/http/errors';
import { diffForms } from '../shared/diff';
import { fieldKindByKey } from '../../../generated/field-kinds';
import { proposalProblem } from '../shared/proposal';
import { settingsProblem, withFeesBlock, type FormSettings } from '../shared/settings';
import * as validators from '../../../generated/validators.js';
import { validationMessage } from '../../../server/http/validation-message';
import { formSchemaProblem } from './compile';

type Validator = ((data: unknown) => boolean) & { errors?: any[] | null };
const validateSave = (validators as unknown as Record<string, Validator>).caseDesign_save_request;

type Rec = Record<string, any>;
type Purpose = 'case' | 'proposal';

/** The token of a public link: 24 random bytes, URL-safe (not guessable; the link is the only key). */
const newShareToken = () => randomBytes(24).toString('base64url');

const COLUMNS = `id, label_zh as "labelZh", label_en as "labelEn", purpose, share_token as "shareToken", draft_schema as "draftSchema", settings, status,
  published_version as "publishedVersion", created_by as "createdBy", updated_by as "updatedBy", created_at as "createdAt",
  updated_at as "updatedAt", version`;
const iso = (d: unknown) => new Date(d as string).toISOString();
const present = (r: Rec) => ({ ...r, createdAt: iso(r.createdAt), updatedAt: iso(r.updatedAt) });

export const FILE_FORMAT = 'ipms-case-form';

async function loadForm(db: Queryable, id: number, lock = false): Promise<Rec> {
  const r = await db.query<Rec>(`select ${COLUMNS} from case_form_designs where id = $1 and deleted_at is null${lock ? ' for update' : ''}`, [id]);
  if (!r.rows[0]) throw fail.notFound('案件表单不存在');
  return present(r.rows[0]);
}

/** The form at the version the caller read, locked; 40900 with the form as it is now when it moved on. */
async function lockAt(db: Queryable, id: number, version: number): Promise<Rec> {
  const form = await loadForm(db, id, true);
  if (form.version !== version) throw fail.staleRecord(form);
  return form;
}

/** The schema with its name taken from the form's name fields (one place for the name: the columns). */
function named(schema: Rec, labelZh: string, labelEn: string): Rec {
  return { ...schema, 'x-label': { zh: labelZh, en: labelEn } };
}

function check(schema: Rec, settings: FormSettings, purpose: Purpose = 'case') {
  const problem = formSchemaProblem(schema) ?? (purpose === 'proposal' ? proposalProblem(schema, settings) : settingsProblem(schema, settings));
  if (problem) throw fail.validation(problem);
}

/** The schema a version is published with (a form with default fees gets the fees block), checked like a save. */
function publishedSchema(draft: Rec, settings: FormSettings, purpose: Purpose): Rec {
  check(draft, settings, purpose);
  if (purpose === 'proposal') return draft;
  const schema = withFeesBlock(draft, settings, (k) => fieldKindByKey[k]);
  check(schema, settings);
  return schema;
}

export const list: Handler<'caseDesigner.list'> = async (ctx, body) => {
  const r = await ctx.db.query<Rec>(
    `select f.id, f.label_zh as "labelZh", f.label_en as "labelEn", f.purpose, f.status, f.published_version as "publishedVersion", f.updated_at as "updatedAt", f.version,
            (select count(*) from cases c where c.form_id = f.id and c.deleted_at is null)::int as "caseCount"
       from case_form_designs f where f.deleted_at is null and f.purpose = $1 order by f.updated_at desc, f.id desc`,
    [body.purpose ?? 'case'],
  );
  return { list: r.rows.map((x) => ({ ...x, updatedAt: iso(x.updatedAt) })) } as never;
};

export const get: Handler<'caseDesigner.get'> = async (ctx, body) => (await loadForm(ctx.db, body.id)) as never;

export const save: Handler<'caseDesigner.save'> = async (ctx, body) => {
  const { session } = signedIn(ctx);
  const labelZh = body.labelZh.trim();
  const labelEn = body.labelEn.trim();
  if (!labelZh) throw fail.validation('字段“表单名称”（labelZh）不能为空');
  if (!labelEn) throw fail.validation('字段“英文名称”（labelEn）不能为空');
  const schema = named(body.draftSchema as Rec, labelZh, labelEn);
  const settings = (body.settings ?? {}) as FormSettings;
  if (body.id === undefined) {
    const purpose = body.purpose ?? 'case';
    check(schema, settings, purpose);
    const r = await ctx.db.query<{ id: number }>(
      `insert into case_form_designs (tenant_id, label_zh, label_en, draft_schema, settings, created_by, updated_by, purpose)
       values ($1, $2, $3, $4::jsonb, $5::jsonb, $6, $6, $7) returning id`,
      [session.tenantId, labelZh, labelEn, JSON.stringify(schema), JSON.stringify(settings), session.userId, purpose],
    );
    return (await loadForm(ctx.db, r.rows[0].id)) as never;
  }
  if (body.version === undefined) throw fail.validation('缺少必填字段“版本”（version）');
  const form = await lockAt(ctx.db, body.id, body.version);
  if (body.purpose !== undefined && body.purpose !== form.purpose) throw fail.validation('字段“用途”（purpose）不能修改');
  check(schema, settings, form.purpose);
  await ctx.db.query(
    `update case_form_designs set label_zh = $2, label_en = $3, draft_schema = $4::jsonb, settings = $5::jsonb, updated_by = $6, updated_at = now(), version = version + 1 where id = $1`,
    [body.id, labelZh, labelEn, JSON.stringify(schema), JSON.stringify(settings), session.userId],
  );
  return (await loadForm(ctx.db, body.id)) as never;
};

export const publish: Handler<'caseDesigner.publish'> = async (ctx, body) => {
  const { session } = signedIn(ctx);
  const form = await lockAt(ctx.db, body.id, body.version);
  // Checked again: the rules may have moved on since the draft was saved (a kind removed...).
  const schema = publishedSchema(form.draftSchema, form.settings ?? {}, form.purpose);
  const next = (form.publishedVersion ?? 0) + 1;
  // A proposal form's public link is made at its first publish and kept (clients may have it already).
  if (form.purpose === 'proposal' && !form.shareToken) await ctx.db.query(`update case_form_designs set share_token = $2 where id = $1`, [form.id, newShareToken()]);
  await ctx.db.query(
    `insert into case_form_versions (tenant_id, form_id, form_version, label_zh, label_en, schema, settings, published_by) values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8)`,
    [session.tenantId, form.id, next, form.labelZh, form.labelEn, JSON.stringify(schema), JSON.stringify(form.settings ?? {}), session.userId],
  );
  await ctx.db.query(`update case_form_designs set status = 1, published_version = $2, updated_by = $3, updated_at = now(), version = version + 1 where id = $1`, [form.id, next, session.userId]);
  return (await loadForm(ctx.db, form.id)) as never;
};

export const unpublish: Handler<'caseDesigner.unpublish'> = async (ctx, body) => {
  const form = await lockAt(ctx.db, body.id, body.version);
  if (form.status !== 1) throw fail.conflict('表单未发布，无需停用');
  await ctx.db.query(`update case_form_designs set status = 2, updated_by = $2, updated_at = now(), version = version + 1 where id = $1`, [form.id, signedIn(ctx).session.userId]);
  return (await loadForm(ctx.db, form.id)) as never;
};

export const remove: Handler<'caseDesigner.remove'> = async (ctx, body) => {
  const form = await lockAt(ctx.db, body.id, body.version);
  if (form.publishedVersion !== null) throw fail.conflict('表单已发布过，案件可能在使用它的版本，不能删除；可以停用');
  await ctx.db.query(`update case_form_designs set deleted_at = now(), updated_by = $2, updated_at = now() where id = $1`, [form.id, signedIn(ctx).session.userId]);
  return null as never;
};

export async function versionRow(db: Queryable, formId: number, formVersion?: number): Promise<Rec> {
  const r = await db.query<Rec>(
    `select v.id, v.form_id as "formId", v.form_version as "formVersion", v.label_zh as "labelZh", v.label_en as "labelEn", v.schema, v.settings,
            v.published_by as "publishedBy", v.published_at as "publishedAt"
       from case_form_versions v join case_form_designs f on f.id = v.form_id and f.deleted_at is null
      where v.form_id = $1 and v.form_version = coalesce($2, f.published_version)`,
    [formId, formVersion ?? null],
  );
  if (!r.rows[0]) throw fail.notFound(formVersion ? `案件表单没有第 ${formVersion} 版` : '案件表单不存在或未发布');
  return { ...r.rows[0], publishedAt: iso(r.rows[0].publishedAt) };
}

const countFields = (s: Rec): number =>
  Object.values((s?.type === 'array' ? s.items?.properties : s?.properties) ?? {}).reduce<number>((n, c) => n + 1 + countFields(c as Rec), 0);

export const versions: Handler<'caseDesigner.versions'> = async (ctx, body) => {
  await loadForm(ctx.db, body.id);
  const r = await ctx.db.query<Rec>(
    `select v.form_version as "formVersion", v.label_zh as "labelZh", v.label_en as "labelEn", v.published_at as "publishedAt", u.name as "publishedBy", v.schema,
            (select count(*) from cases c where c.form_id = v.form_id and c.form_version = v.form_version and c.deleted_at is null)::int as "caseCount"
       from case_form_versions v left join users u on u.id = v.published_by
      where v.form_id = $1 order by v.form_version desc`,
    [body.id],
  );
  return { list: r.rows.map(({ schema, ...x }) => ({ ...x, publishedAt: iso(x.publishedAt), fieldCount: countFields(schema) })) } as never;
};

export const diff: Handler<'caseDesigner.diff'> = async (ctx, body) => {
  const form = await loadForm(ctx.db, body.id);
  const from = (await versionRow(ctx.db, body.id, body.from)).schema;
  const to = body.to === undefined ? form.draftSchema : (await versionRow(ctx.db, body.id, body.to)).schema;
  return diffForms(from, to) as never;
};

export const exportForm: Handler<'caseDesigner.exportForm'> = async (ctx, body) => {
  const form = await loadForm(ctx.db, body.id);
  const v = body.formVersion === undefined ? null : await versionRow(ctx.db, body.id, body.formVersion);
  const content = {
    format: FILE_FORMAT,
    formatVersion: 1,
    labelZh: v?.labelZh ?? form.labelZh,
    labelEn: v?.labelEn ?? form.labelEn,
    settings: v?.settings ?? form.settings,
    schema: v?.schema ?? form.draftSchema,
  };
  const safe = content.labelZh.replace(/[\\/:*?"<>|\s]+/g, '_');
  return { fileName: `${safe}${v ? `-v${v.formVersion}` : '-草稿'}.json`, content } as never;
};

export const importForm: Handler<'caseDesigner.importForm'> = async (ctx, body) => {
  const c = body.content as Rec;
  if (c.format !== FILE_FORMAT) throw fail.validation(`导入文件不是案件表单定义（format 应为 "${FILE_FORMAT}"）`);
  const text = (v: unknown, max: number) => (typeof v === 'string' && v.trim() && v.trim().length <= max ? v.trim() : null);
  const labelZh = text(c.labelZh, 60);
  const labelEn = text(c.labelEn, 100);
  if (!labelZh) throw fail.validation('导入文件缺少表单名称（labelZh，1 至 60 个字符）');
  if (!labelEn) throw fail.validation('导入文件缺少英文名称（labelEn，1 至 100 个字符）');
  if (!c.schema || typeof c.schema !== 'object' || Array.isArray(c.schema)) throw fail.validation('导入文件缺少表单定义（schema）');
  const settings = c.settings && typeof c.settings === 'object' && !Array.isArray(c.settings) ? c.settings : {};
  const SETTINGS = ['category', 'countries', 'stages', 'feeStandards', 'archiveWriteBack'];
  const okSettings = Object.keys(settings).every((k) => SETTINGS.includes(k));
  if (!okSettings) throw fail.validation(`导入文件的表单设置（settings）只能包含 ${SETTINGS.join('、')}`);
  // What the file holds is checked as a save request would be (the settings' fees and mappings included).
  const request = { labelZh, labelEn, draftSchema: c.schema, settings };
  if (!validateSave(request)) throw fail.validation(`导入文件：${validationMessage(validateSave.errors![0])}`);
  return save(ctx, request as never) as never;
};

export const formOptions: Handler<'caseDesigner.formOptions'> = async (ctx) => {
  const r = await ctx.db.query<Rec>(`select id, label_zh as "labelZh" from case_form_designs where deleted_at is null and purpose = 'case' and published_version is not null order by label_zh, id`);
  return r.rows.map((x) => ({ value: x.id, label: x.labelZh })) as never;
};

export const publishedForms: Handler<'caseDesigner.publishedForms'> = async (ctx) => {
  const r = await ctx.db.query<Rec>(
    `select id as "formId", published_version as "formVersion", label_zh as "labelZh", label_en as "labelEn" from case_form_designs where deleted_at is null and purpose = 'case' and status = 1 order by label_zh, id`,
  );
  return { list: r.rows } as never;
};

export const formVersion: Handler<'caseDesigner.formVersion'> = async (ctx, body) => (await versionRow(ctx.db, body.formId, body.formVersion)) as never;

/** For the cases module: the published version a case of the form is filed with, and its schema. */
export async function versionForCase(db: Queryable, formId: number, formVersion: number | null): Promise<{ formVersion: number; schema: Rec; settings: FormSettings | null }> {
  if (formVersion === null) {
    const r = await db.query<{ status: number; publishedVersion: number | null }>(`select status, published_version as "publishedVersion" from case_form_designs where id = $1 and deleted_at is null and purpose = 'case'`, [formId]);
    const f = r.rows[0];
    if (!f) throw fail.validation(`字段“自定义表单”（formId）指向的表单 ${formId} 不存在`);
    if (f.status !== 1 || f.publishedVersion === null) throw fail.validation(`字段“自定义表单”（formId）：表单 ${formId} 未发布，不能新建案件`);
  }
  const v = await versionRow(db, formId, formVersion ?? undefined);
  return { formVersion: v.formVersion, schema: v.schema, settings: v.settings };
}
