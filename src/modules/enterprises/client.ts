// Enterprises (applicants, 企业管理), client entry: the applicant field kind and the detail page
// (/system/companyList/detail). The list screen itself is data (schemas/screens/enterprises.json with the generic
// handlers).
import type { ClientModule } from '../../client/modules';

export const enterprisesClient: ClientModule = {
  name: 'enterprises',
  pages: { enterpriseDetail: () => import('./client/EnterpriseDetailPage') },
  fieldKinds: { applicant: () => import('./client/applicantKind').then((m) => m.applicantKind) },
};
