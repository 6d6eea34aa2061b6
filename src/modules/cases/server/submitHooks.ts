// What other modules do when a case is submitted (提交案件), in the submitting call's transaction: e.g. the finance
// module turns the case's fees into finance entries. Registered through the cases server entry (onCaseSubmitted).
import type { SignedInContext } from '../../../server/http/context';

export type SubmittedCase = Record<string, any> & { id: number; caseNo: string; caseType: string; bizParam: Record<string, any> };
type Hook = (ctx: SignedInContext, c: SubmittedCase) => Promise<void>;
const hooks: Hook[] = [];

export function onCaseSubmitted(hook: Hook): void {
  if (!hooks.includes(hook)) hooks.push(hook);
}

export async function runSubmitHooks(ctx: SignedInContext, c: SubmittedCase): Promise<void> {
  for (const hook of hooks) await hook(ctx, c);
}
