// Official documents (官文) and deadlines, client entry. The list, deadline monitor, rule and calendar screens are
// schema screens (schemas/screens/official*.json, holidayCalendar.json) on the platform's schemaList page; the
// module adds the official-document dialog, the derivation panel and the moved-deadlines dialog they open.
import type { ClientModule } from '../../client/modules';

/** The pdf.js page viewer, loaded on demand, for other modules' previews (demands, evidence). */
export const loadFilePreview = () => import('./client/FilePreview');

export const officialDocsClient: ClientModule = {
  name: 'official-docs',
  widgets: {
    officialDerivation: () => import('./client/DerivationPanel'),
    officialDeadlineChanges: () => import('./client/DeadlineChangesDialog'),
    officialUpload: () => import('./client/dialogWidgets').then((m) => ({ default: m.UploadWidget })),
    officialView: () => import('./client/dialogWidgets').then((m) => ({ default: m.ViewWidget })),
    officialEdit: () => import('./client/dialogWidgets').then((m) => ({ default: m.EditWidget })),
  },
  pages: { officialBatchUpload: () => import('./client/BatchUploadPage') },
  fieldKinds: { remainingDays: () => import('./client/remainingDaysKind').then((m) => m.remainingDaysKind) },
};
