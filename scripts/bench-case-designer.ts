// Designed case forms (issue 11): a 60-field form (text, number, money, dates, choices, a group, a table, a
// conditional field), compiled once per version by the server (src/modules/case-designer/server/compile.ts), then
// the server-side validation of a submit: in process (the Ajv validator alone, budget 5 ms p50) and, given a
// running server, through /caseManage/submitCase (HTTP, including the insert).
import { fieldKindByKey } from '../src/generated/field-kinds';
import { bizProblem, compiledVersion, formSchemaProblem } from '../src/modules/case-designer/server/compile';
import { toJsonSchema, type DesignNode, type FieldNode } from '../src/modules/case-designer/shared/design';
import { fmt, measure, percentile, post } from './bench-lib';

const KINDS = ['text', 'textarea', 'number', 'money', 'date', 'select', 'switch', 'country', 'checkbox', 'singleLineText'];

/** 60 fields: 40 at the top (a conditional one among them), 10 in a group, 10 in a table's rows. */
export function sixtyFieldSchema() {
  const field = (i: number): FieldNode => {
    const kind = KINDS[i % KINDS.length];
    const f: FieldNode = { id: `f${i}`, node: 'field', kind, key: `f${i}`, label: { zh: `字段${i}`, en: `Field ${i}` }, required: i % 3 === 0 };
    if (kind === 'select' || kind === 'checkbox') f.options = [{ value: 'a', label: '甲' }, { value: 'b', label: '乙' }, { value: 'c', label: '丙' }];
    if (kind === 'text') f.maxLength = 50;
    if (kind === 'number') Object.assign(f, { minimum: 0, maximum: 1_000_000 });
    return f;
  };
  const top: DesignNode[] = Array.from({ length: 40 }, (_, i) => field(i));
  (top[39] as FieldNode).visibleWhen = { field: 'f6', op: 'eq', value: true };
  top.push({ id: 'g', node: 'block', block: 'group', key: 'group', label: { zh: '分组', en: 'Group' }, children: Array.from({ length: 10 }, (_, i) => field(40 + i)) });
  top.push({ id: 't', node: 'block', block: 'table', key: 'rows', label: { zh: '表格', en: 'Rows' }, children: Array.from({ length: 10 }, (_, i) => field(50 + i)) });
  return toJsonSchema({ label: { zh: '六十字段表单', en: 'Sixty fields' }, children: top }, (k) => fieldKindByKey[k]);
}

const value = (kind: string, i: number): unknown =>
  ({
    text: `文本${i}`, textarea: '多行\n文本', number: i * 10, money: { amount: '1200.50', currency: 'CNY' }, date: '2027-01-31', select: 'b',
    switch: true, country: 'US', checkbox: ['a', 'c'], singleLineText: '单行',
  })[kind];

export function sixtyFieldValues(): Record<string, unknown> {
  const biz: Record<string, unknown> = {};
  for (let i = 0; i < 40; i++) biz[`f${i}`] = value(KINDS[i % KINDS.length], i);
  biz.group = Object.fromEntries(Array.from({ length: 10 }, (_, j) => [`f${40 + j}`, value(KINDS[(40 + j) % KINDS.length], 40 + j)]));
  biz.rows = Array.from({ length: 5 }, () => Object.fromEntries(Array.from({ length: 10 }, (_, j) => [`f${50 + j}`, value(KINDS[(50 + j) % KINDS.length], 50 + j)])));
  return biz;
}

export async function runDesignerBench(server?: { url: string; token: string }) {
  const schema = sixtyFieldSchema();
  const t0 = performance.now();
  const problem = formSchemaProblem(schema);
  const checkMs = performance.now() - t0;
  if (problem) throw new Error(`bench form refused: ${problem}`);
  const t1 = performance.now();
  const compiled = compiledVersion(0, 0, 1, schema);
  const compileMs = performance.now() - t1;
  const good = sixtyFieldValues();
  const bad: Record<string, unknown> = { ...good, group: { ...(good.group as object), f44: 'zz' } };
  delete bad.f3;
  for (const [name, biz] of [['valid', good], ['invalid', bad]] as const) {
    if ((bizProblem(compiled, 'submit', biz) === null) !== (name === 'valid')) throw new Error(`bench ${name} body judged wrongly`);
    const runs: number[] = [];
    for (let i = 0; i < 3000; i++) {
      const s = performance.now();
      bizProblem(compiled, 'submit', biz);
      runs.push(performance.now() - s);
    }
    runs.sort((a, b) => a - b);
    console.log(`[designer] 60-field form, server validation of a ${name} submit: p50 ${fmt(percentile(runs, 50))} p95 ${fmt(percentile(runs, 95))} (budget 5 ms p50)`);
  }
  console.log(`[designer] 60-field form: save check ${fmt(checkMs)}, compile of a version ${fmt(compileMs)} (once per version, cached)`);
  if (!server) return;
  const form = (await post(server.url, '/caseDesign/save', { labelZh: `六十字段${Date.now() % 100000}`, labelEn: 'Sixty fields', draftSchema: schema }, server.token)) as { id: number; version: number };
  await post(server.url, '/caseDesign/publish', { id: form.id, version: form.version }, server.token);
  const submit = () => post(server.url, '/caseManage/submitCase', { caseType: 'custom', formId: form.id, bizParam: good }, server.token);
  await measure(submit, 20, 1);
  const c1 = await measure(submit, 200, 1);
  console.log(`[designer] /caseManage/submitCase of the 60-field form over HTTP (validation + insert + stages): p50 ${fmt(c1.p50)} p95 ${fmt(c1.p95)} (embedded PGlite)`);
}

