// Goods and services classification, server entry: class tree, goods search, lookups, similar goods; the shipped
// edition loaded at start, edition uploads (route + batch task) and the tenant's active edition.
import { defineServerModule } from '../../server/modules';
import { ensureBuiltinEdition } from './server/builtin';
import { EDITION_IMPORT_TASK, runEditionImport } from './server/editions';
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
    'classification.editions': classification.editions,
    'classification.setActiveEdition': classification.setActiveEdition,
    'classification.importEdition': classification.importEdition,
    'classification.importEditionStatus': classification.importEditionStatus,
  },
  routeHandlers: { 'classification.editionUpload': classification.editionUpload },
  taskKinds: { [EDITION_IMPORT_TASK]: runEditionImport },
  exportFormats: { goods: exportGoods },
  // The shipped NCL13-2026 edition, loaded at first start (and again when its data file changes).
  onStart: async (db, log) => {
    const r = await ensureBuiltinEdition(db);
    if (r.loaded) log.info(`classification: NCL(13-2026) loaded in ${(r.ms / 1000).toFixed(1)} s`);
  },
});

/** The 45 Nice classes and their short headings (known without any imported edition). */
export { NICE_CLASSES } from './server/classes';

/** Reading the classification (the edition in use, the class tree), for the public /try45 page of the open module. */
export { classTree, resolveEdition } from './server/service';

/** A mark's goods placed in the similar-goods groups of an edition (the comparison of two marks, public-marks). */
export { placeGoods, type PlacedItem } from './server/goodsGroups';
