// Trademark archive, client entry: the detail page, history and import widgets, the archive's field kinds
// (trademark, tmStatus, tags),
// and what other modules may use (the related-trademark drawer).
import type { ClientModule } from '../../client/modules';
import { lazyComponent } from '../../client/runtime/lazyComponent';
import type { RelatedTrademarkDrawerProps } from './client/related/RelatedTrademarkDrawer';

export const archiveClient: ClientModule = {
  name: 'archive',
  pages: { brandDetail: () => import('./client/BrandDetailPage') },
  widgets: {
    recordHistory: () => import('./client/RecordHistoryDrawer'),
    brandImport: () => import('./client/ImportDialog'),
  },
  fieldKinds: {
    trademark: () => import('./client/kinds').then((m) => m.trademarkKind),
    tmStatus: () => import('./client/kinds').then((m) => m.tmStatusKind),
    tags: () => import('./client/kinds').then((m) => m.tagsKind),
  },
};

/** The 关联商标 drawer: pick marks from the archive (or placeholders by application number). */
export const RelatedTrademarkDrawer = lazyComponent<RelatedTrademarkDrawerProps>(() => import('./client/related/RelatedTrademarkDrawer').then((m) => m.default), 'RelatedTrademarkDrawer');
export { fromTrademark, type RelatedMark } from './client/related/relatedModel';
