// Proposal forms (/system/proposalConfig): designed forms a client fills in through a public link, with no sign-in.
// So only field kinds that need nothing of the tenant's data or the signed-in calls (pickers of marks, applicants or
// people, uploads) may be on one; a case's settings (fees, archive write-back) do not apply. Pure, unit-tested.
import { fieldKindByKey } from '../../../generated/field-kinds';
import type { Json } from './design';
import type { FormSettings } from './settings';

/** Field kind groups a public form may hold: plain values, choices, dates. */
const PUBLIC_GROUPS = new Set(['basic', 'choice', 'datetime']);
export const isPublicKind = (kind: string) => PUBLIC_GROUPS.has(fieldKindByKey[kind]?.group ?? '');

/** Every field kind on the form, lists included. */
function kindsOf(node: Json, path = '', out: Array<[string, string]> = []): Array<[string, string]> {
  for (const [key, child] of Object.entries((node.properties ?? {}) as Json)) {
    const n = child as Json;
    const p = path ? `${path}.${key}` : key;
    if (typeof n['x-kind'] === 'string') out.push([p, n['x-kind']]);
    else if (n.type === 'array' && n.items?.properties) kindsOf(n.items, p, out);
    else if (n.properties) kindsOf(n, p, out);
  }
  return out;
}

export function proposalProblem(schema: Json, settings: FormSettings | undefined): string | null {
  const bad = kindsOf(schema).find(([, kind]) => !isPublicKind(kind));
  if (bad) return `提案表单由客户在公开链接中填写（无需登录），不能包含“${fieldKindByKey[bad[1]]?.label.zh ?? bad[1]}”字段（${bad[0]}）：请改用文本、数字、选项或日期字段`;
  if (settings?.defaultFees || settings?.archiveWriteBack?.length) return '提案表单不设默认费用和回写档案（settings.defaultFees、settings.archiveWriteBack）：这些在提案转成案件后按案件表单处理';
  return null;
}

/** The values of a proposal a case form takes: the top-level fields whose key the case form has too. */
export function valuesForCase(values: Json, caseSchema: Json): Json {
  const keys = new Set(Object.keys((caseSchema.properties ?? {}) as Json));
  return Object.fromEntries(Object.entries(values).filter(([k]) => keys.has(k)));
}
