// Goods and services classification (区分表), client entry: the /tool/goodsService page, the goods input of
// schema forms, and the goods card other modules show.
import type { ClientModule } from '../../client/modules';
import { lazyComponent } from '../../client/runtime/lazyComponent';

export const classificationClient: ClientModule = {
  name: 'classification',
  pages: { goodsService: () => import('./client/GoodsServicePage') },
  formComponents: { GoodsItemsInput: () => import('./client/GoodsItemsInput').then((m) => m.GoodsItemsInput) },
};

/** Goods per class as a compact card (suffix-2 items struck through). */
export const GoodsCard = lazyComponent<{ goods: unknown; empty?: string }>(() => import('./client/GoodsCard').then((m) => m.default), 'GoodsCard');
