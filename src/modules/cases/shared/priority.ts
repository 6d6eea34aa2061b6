// The priority rule of spec 4: priorityRadio becomes "yes" when priority marks exist, otherwise "no". A user may
// still answer "yes" before adding the marks (a draft); on submit the form schema then requires at least one.

export type PriorityRadio = 'yes' | 'no';

export function priorityRadioOf(dplPriorityTm: unknown, chosen?: unknown): PriorityRadio {
  if (Array.isArray(dplPriorityTm) && dplPriorityTm.length > 0) return 'yes';
  return chosen === 'yes' ? 'yes' : 'no';
}

/** The bizParam with its priorityRadio set by the rule (only for forms that have the priority block). */
export function applyPriorityRule<T extends Record<string, unknown>>(bizParam: T): T {
  if (!('priorityRadio' in bizParam) && !('dplPriorityTm' in bizParam)) return bizParam;
  return { ...bizParam, priorityRadio: priorityRadioOf(bizParam.dplPriorityTm, bizParam.priorityRadio) };
}
