// Cases, client entry: the case list (/brand/caseList), the case form page of every case application form
// (/brands/domesticRegistration, /case/<form>) and the case detail (/brandManage/case-detail).
import type { ClientModule } from '../../client/modules';

export const casesClient: ClientModule = {
  name: 'cases',
  pages: {
    caseList: () => import('./client/CaseListPage'),
    caseForm: () => import('./client/CaseFormPage'),
    caseDetail: () => import('./client/CaseDetailPage'),
  },
  // 发起案件 on the trademark archive: the selected marks collected into a new case form.
  widgets: {
    caseFromMarks: () => import('./client/CaseFromMarksDialog'),
  },
};

/** The case form runtime's parts for forms designed at run time (src/modules/case-designer), loaded on first use. */
export const loadCaseFormParts = () => import('./client/caseFormParts');
