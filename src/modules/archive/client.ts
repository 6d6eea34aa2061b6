// Trademark archive, client entry: the detail page, history and import widgets, the archive's cell formats,
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
  cellFormats: {
    tmStatus: () => import('./client/cells').then((m) => m.TmStatusCell),
    goods: () => import('./client/cells').then((m) => m.GoodsCell),
    tags: () => import('./client/cells').then((m) => m.TagsCell),
  },
};

/** The 关联商标 drawer: pick marks from the archive (or placeholders by application number). */
export const RelatedTrademarkDrawer = lazyComponent<RelatedTrademarkDrawerProps>(() => import('./client/related/RelatedTrademarkDrawer').then((m) => m.default), 'RelatedTrademarkDrawer');
export { fromTrademark, type RelatedMark } from './client/related/relatedModel';
