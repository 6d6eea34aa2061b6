// Proposal forms (/system/proposalConfig): designed forms a client fills in through a public link, with no sign-in.
// So only the field kinds the registry marks publicForm may be on one (plain values, choices, dates, and file
// uploads, which go through the form's link; not pickers of marks, applicants or people); a case's settings (fees,
// archive write-back) do not apply. Pure, unit-tested.
import { fieldKindByKey } from '../../../generated/field-kinds';
import type { Json } from './design';
import type { FormSettings } from './settings';

/** A kind a public form may hold (the registry's publicForm). */
export const isPublicKind = (kind: string) => fieldKindByKey[kind]?.publicForm === true;

/** The file kinds (uploads through the link) among them: the values a submit refers to by upload uid. */
export const isFileKind = (kind: string) => fieldKindByKey[kind]?.group === 'file';

/** Every field kind on the form with its path, lists included. */
export function kindsOf(node: Json, path = '', out: Array<[string, string]> = []): Array<[string, string]> {
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
  if (bad) return `提案表单由客户在公开链接中填写（无需登录），不能包含“${fieldKindByKey[bad[1]]?.label.zh ?? bad[1]}”字段（${bad[0]}）：请改用文本、数字、选项、日期或文件上传字段`;
  if (settings?.feeStandards?.length || settings?.archiveWriteBack?.length) return '提案表单不设默认费用和回写档案（settings.feeStandards、settings.archiveWriteBack）：这些在提案转成案件后按案件表单处理';
  return null;
}

/** The values of a proposal a case form takes: the top-level fields whose key the case form has too. */
export function valuesForCase(values: Json, caseSchema: Json): Json {
  const keys = new Set(Object.keys((caseSchema.properties ?? {}) as Json));
  return Object.fromEntries(Object.entries(values).filter(([k]) => keys.has(k)));
}

/** The upload uids a proposal's values refer to (every file field, lists included). */
export function uploadUids(schema: Json, values: Json): string[] {
  const out: string[] = [];
  const visit = (node: Json, value: unknown) => {
    if (!value || typeof value !== 'object') return;
    for (const [key, child] of Object.entries((node.properties ?? {}) as Json)) {
      const n = child as Json;
      const v = (value as Json)[key];
      if (typeof n['x-kind'] === 'string') {
        if (isFileKind(n['x-kind']) && Array.isArray(v)) for (const f of v) if (f && typeof f.uid === 'string') out.push(f.uid);
      } else if (n.type === 'array' && n.items?.properties && Array.isArray(v)) v.forEach((row) => visit(n.items, row));
      else if (n.properties) visit(n, v);
    }
  };
  visit(schema, values);
  return out;
}
