// The case form pages of the route tree: every route with component caseForm names its form (caseForm). The list's
// 新建案件 menu offers one entry per form (its /case/<form> route); editing a draft opens the same page.
import { menuRoutes } from '../../../generated/routes';
import type { MenuItem } from '../../../generated/types';

type FormRoute = MenuItem & { caseForm?: string };

function all(list: MenuItem[]): FormRoute[] {
  return list.flatMap((r) => [r as FormRoute, ...all(r.children ?? [])]).filter((r) => r.component === 'caseForm' && r.caseForm);
}

const formRoutes = all(menuRoutes);

/** The page of a form: its /case/<form> route, else any route rendering it. */
export function formPathOf(caseType: string): string | undefined {
  const routes = formRoutes.filter((r) => r.caseForm === caseType);
  return (routes.find((r) => r.path === `/case/${caseType}`) ?? routes[0])?.path;
}

/** The forms that have a page, in route order, with their path. */
export const formsWithPages = (): Array<{ caseType: string; path: string }> =>
  [...new Set(formRoutes.map((r) => r.caseForm!))].map((caseType) => ({ caseType, path: formPathOf(caseType)! }));
