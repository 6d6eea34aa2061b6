// The case form pages of the route tree: every route with component caseForm names its form (caseForm). The list's
// 新建案件 menu offers one entry per form (its /case/<form> route); editing a draft opens the same page.
import { menuRoutes } from '../../../generated/routes';
import type { MenuItem } from '../../../generated/types';

type FormRoute = MenuItem & { caseForm?: string };

const flat = (list: MenuItem[]): FormRoute[] => list.flatMap((r) => [r as FormRoute, ...flat(r.children ?? [])]);
const formRoutes = flat(menuRoutes).filter((r) => r.component === 'caseForm' && r.caseForm);
const detailRoutes = flat(menuRoutes).filter((r) => r.component === 'caseDetail');
const menuOf = (r: MenuItem) => r.meta?.activeMenu ?? r.path;

/**
 * The detail page that belongs to a form page: the caseDetail route under the same menu entry (/brands/overseasDetail
 * for /brands/overseasRegistration, the case detail for the /case/ forms opened from the case list).
 */
export function detailPathFor(formPath: string | undefined, caseNo: string): string {
  const form = formRoutes.find((r) => r.path === formPath);
  const detail = (form && detailRoutes.find((r) => menuOf(r) === menuOf(form))) ?? detailRoutes.find((r) => r.path === '/brandManage/case-detail') ?? detailRoutes[0];
  return `${detail.path}?caseNo=${encodeURIComponent(caseNo)}`;
}

/** The page of a form: its /case/<form> route, else any route rendering it. */
export function formPathOf(caseType: string): string | undefined {
  const routes = formRoutes.filter((r) => r.caseForm === caseType);
  return (routes.find((r) => r.path === `/case/${caseType}`) ?? routes[0])?.path;
}

/** The forms that have a page, in route order, with their path. */
export const formsWithPages = (): Array<{ caseType: string; path: string }> =>
  [...new Set(formRoutes.map((r) => r.caseForm!))].map((caseType) => ({ caseType, path: formPathOf(caseType)! }));
