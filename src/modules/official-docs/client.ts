// Official documents (官文) and deadlines, client entry. The lists (官文管理, 版权官文), deadline monitor, rule and
// calendar screens are schema screens (schemas/screens/official*.json, copyrightOfficialDocs.json,
// holidayCalendar.json) on the platform's schemaList page; the module adds the official-document dialog, the
// derivation panel and the moved-deadlines dialog they open, and the batch upload / parse results page of each
// right (/brand/batchUpload, /copyRight/analysis). Other modules show a copyright record's documents with
// CopyrightRecordDocs.
import type { ClientModule } from '../../client/modules';
import { lazyComponent } from '../../client/runtime/lazyComponent';
import type { RecordOfficialDocsProps } from './client/RecordOfficialDocs';

/** The pdf.js page viewer, loaded on demand, for other modules' previews (demands, evidence). */
export const loadFilePreview = () => import('./client/FilePreview');

/** The copyright official documents of a work or software copyright (its detail page). */
export const CopyrightRecordDocs = lazyComponent<RecordOfficialDocsProps>(() => import('./client/RecordOfficialDocs').then((m) => m.default), 'CopyrightRecordDocs');

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
