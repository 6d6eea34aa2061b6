// What the cases module asks of designed forms: check a case's bizParam against the version it is filed with
// (a new case: the form's latest published version), compiled once per version, exactly as built-in forms are
// checked by their generated validators (draft: types and sizes; submit: required fields and rules too).
import type { Queryable } from '../../../server/db/types';
import { fail } from '../../../server/http/errors';
import { bizProblem, compiledVersion } from './compile';
import { versionForCase } from './handlers';

/** The version the case is (or will be) filed with; 40000 naming the field when bizParam does not fit it. */
export async function checkDesignedCase(db: Queryable, tenantId: number, formId: number, formVersion: number | null, mode: 'draft' | 'submit', bizParam: unknown): Promise<number> {
  const v = await versionForCase(db, formId, formVersion);
  const problem = bizProblem(compiledVersion(tenantId, formId, v.formVersion, v.schema), mode, bizParam);
  if (problem) throw fail.validation(problem);
  return v.formVersion;
}
