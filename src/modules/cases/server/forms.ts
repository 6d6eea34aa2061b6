// Case-form validation on the server: every save checks bizParam against the draft twin of its form schema
// (types, formats, sizes; incomplete is fine), every submit against the form itself (required fields and the
// form's rules too). Both are the generated Ajv validators of schemas/case-forms (generators/case-forms.ts).
// A failure names the field under bizParam and nothing is stored.
import type { ErrorObject } from 'ajv';
import * as validators from '../../../generated/validators.js';
import { caseFormLabels } from '../../../generated/case-form-labels';
import type { CaseFormKey } from '../../../generated/case-forms';
import { fail } from '../../../server/http/errors';
import { validationMessage } from '../../../server/http/validation-message';

export type FormMode = 'draft' | 'submit';
type Validator = { (data: unknown): boolean; errors?: ErrorObject[] | null };

const camel = (key: string) => key.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

export function formValidator(caseType: CaseFormKey, mode: FormMode): Validator {
  const v = (validators as unknown as Record<string, Validator>)[`caseform_${camel(caseType)}_${mode}`];
  if (!v) throw new Error(`no validator for case form ${caseType} (${mode})`);
  return v;
}

/** The form's label of the field at a pointer under /bizParam (indexes as *), e.g. 争议商标 where the block says 商标. */
export function formLabel(caseType: CaseFormKey, pointer: string): string | undefined {
  if (!pointer.startsWith('/bizParam/')) return undefined;
  return caseFormLabels[caseType]?.[pointer.slice('/bizParam'.length).replace(/\/\d+(?=\/|$)/g, '/*')];
}

/** The first problem of bizParam as a sentence naming the field (e.g. “申请人名称（中文）”（bizParam.applicant.applicantName）), or null. */
export function formProblem(caseType: CaseFormKey, mode: FormMode, bizParam: unknown): string | null {
  const validate = formValidator(caseType, mode);
  if (validate(bizParam)) return null;
  const err = validate.errors![0];
  return validationMessage({ ...err, instancePath: '/bizParam' + err.instancePath }, (pointer) => formLabel(caseType, pointer));
}

export function checkForm(caseType: CaseFormKey, mode: FormMode, bizParam: unknown): void {
  const problem = formProblem(caseType, mode, bizParam);
  if (problem) throw fail.validation(problem);
}

/** Periods of a form (a licence term, the period of use in question): the end may not come before the start. */
const PERIODS: Array<[start: string, end: string, label: string]> = [
  ['termStart', 'termEnd', '许可期限止'],
  ['usePeriodStart', 'usePeriodEnd', '指定期间止'],
];

export function checkPeriods(bizParam: Record<string, unknown>): void {
  for (const [start, end, label] of PERIODS) {
    const a = bizParam[start];
    const b = bizParam[end];
    if (typeof a === 'string' && typeof b === 'string' && a && b && b < a) throw fail.validation(`字段“${label}”（bizParam.${end}）不能早于开始日期 ${a}`);
  }
}
