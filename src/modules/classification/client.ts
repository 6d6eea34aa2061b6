// Goods and services classification (区分表), client entry: the /tool/goodsService page, the goods field kind
// (goods input of schema forms, goods cells), and the goods card other modules show.
import type { ClientModule } from '../../client/modules';
import { lazyComponent } from '../../client/runtime/lazyComponent';

export const classificationClient: ClientModule = {
  name: 'classification',
  pages: { goodsService: () => import('./client/GoodsServicePage') },
  fieldKinds: { goods: () => import('./client/goodsKind').then((m) => m.goodsKind) },
};

/** Goods per class as a compact card (suffix-2 items struck through). */
export const GoodsCard = lazyComponent<{ goods: unknown; empty?: string }>(() => import('./client/GoodsCard').then((m) => m.default), 'GoodsCard');
