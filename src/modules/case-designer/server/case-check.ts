// What the cases module asks of designed forms: check a case's bizParam against the version it is filed with
// (a new case: the form's latest published version, its fees from the form's fee standards when it brings none),
// compiled once per version, exactly as built-in forms are checked by their generated validators (draft: types and
// sizes; submit: required fields and rules too).
import type { Queryable } from '../../../server/db/types';
import { fail } from '../../../server/http/errors';
import { bizProblem, compiledVersion } from './compile';
import { withDefaultFees } from './fees';
import { versionForCase } from './handlers';

type Rec = Record<string, any>;

/** The version the case is (or will be) filed with and its values; 40000 naming the field when they do not fit it. */
export async function checkDesignedCase(db: Queryable, tenantId: number, formId: number, formVersion: number | null, mode: 'draft' | 'submit', bizParam: Rec): Promise<{ formVersion: number; bizParam: Rec }> {
  const v = await versionForCase(db, formId, formVersion);
  // A new case (no version yet) starts with its form's fees of the day.
  const biz = formVersion === null ? await withDefaultFees(db, v, bizParam) : bizParam;
  const problem = bizProblem(compiledVersion(tenantId, formId, v.formVersion, v.schema), mode, biz);
  if (problem) throw fail.validation(problem);
  return { formVersion: v.formVersion, bizParam: biz };
}
