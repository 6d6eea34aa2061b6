// Copyright and patent archives, client entry. The lists (作品著作权, 软件著作权, 专利档案, 专利期限规则) are schema
// screens on the platform's schemaList page; the module adds the add pages (the screens' create forms in a page),
// the record detail page and the xlsx import dialog.
import type { ClientModule } from '../../client/modules';

export const ipArchivesClient: ClientModule = {
  name: 'ip-archives',
  pages: { ipArchiveDetail: () => import('./client/ArchiveDetailPage'), ipArchiveAdd: () => import('./client/ArchiveAddPage') },
  widgets: { ipArchiveImport: () => import('./client/ImportDialog') },
};
