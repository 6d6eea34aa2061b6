// Goods and services classification, server entry: class tree, goods search, lookups, similar goods.
import { defineServerModule } from '../../server/modules';
import { exportGoods } from './server/goodsExport';
import * as classification from './server/handlers';

export const classificationServer = defineServerModule({
  name: 'classification',
  handlers: {
    'classification.tree': classification.tree,
    'classification.children': classification.children,
    'classification.search': classification.search,
    'classification.lookup': classification.lookup,
    'classification.matchNames': classification.matchNames,
    'classification.similarGoods': classification.similarGoods,
  },
  exportFormats: { goods: exportGoods },
});

/** The 45 Nice classes and their short headings (known without any imported edition). */
export { NICE_CLASSES } from './server/classes';

/** Reading the classification (the edition in use, the class tree), for the public /try45 page of the open module. */
export { classTree, resolveEdition } from './server/service';
