// Public trademark data and search tools, client entry: /tool/brandSearch (search with similar-name reasons and name
// hints) and /tool/batchSearch (by application numbers) are custom pages: their results carry a score, reasons and
// an opposition window per mark and two of them open the comparison, which the schema list does not do.
// /tool/dplsearch4 商标比对 compares two marks (public or own) or a monitoring hit with the watched mark.
// /tool/brandNotice is the schema list (screens/publicMarks.json) with the 导入公告数据 dialog as its toolbar widget;
// /tool/review and /tool/dplsearch5 (评审文书) the schema list screens/reviewDocuments.json with 导入评审文书 and the
// document drawer (fields, full text with the searched keyword highlighted, PDF).
import type { ClientModule } from '../../client/modules';

// The 初审公告 opposition period in force on a date, for other modules' pages (risk's 拟提异议).
export { oppositionRuleOn } from './shared/opposition';

export const publicMarksClient: ClientModule = {
  name: 'public-marks',
  pages: {
    brandSearch: () => import('./client/BrandSearchPage'),
    batchSearch: () => import('./client/BatchSearchPage'),
    markCompare: () => import('./client/MarkComparePage'),
  },
  widgets: {
    publicMarksImport: () => import('./client/ImportDialog'),
    reviewDocsImport: () => import('./client/ReviewImportDialog'),
    reviewDocDetail: () => import('./client/ReviewDocDrawer'),
  },
};
