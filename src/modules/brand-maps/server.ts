// Brand maps and tags, server entry: maps, the tag statistics and writes (large ones as a batch task), demo maps
// (after the archive's marks).
import { defineServerModule } from '../../server/modules';
import * as brandMaps from './server/handlers';
import { seedBrandMaps } from './server/seed';
import { runTagDrop, TAG_DROP_TASK } from './server/tag-drop';
import { runTagWrite, TAG_WRITE_TASK } from './server/tags';

export const brandMapsServer = defineServerModule({
  name: 'brand-maps',
  handlers: {
    'brandMaps.list': brandMaps.list,
    'brandMaps.detail': brandMaps.detail,
    'brandMaps.save': brandMaps.save,
    'brandMaps.remove': brandMaps.remove,
    'brandMaps.tagOptions': brandMaps.tagOptions,
    'brandTags.statsBySelection': brandMaps.statsBySelection,
    'brandTags.statsOwn': brandMaps.statsOwn,
    'brandTags.statsByCondition': brandMaps.statsByCondition,
    'brandTags.writeBySelection': brandMaps.writeBySelection,
    'brandTags.writeOwn': brandMaps.writeOwn,
    'brandTags.writeByCondition': brandMaps.writeByCondition,
    'brandTags.removeOne': brandMaps.removeOne,
    'brandTags.task': brandMaps.task,
  },
  taskKinds: { [TAG_WRITE_TASK]: runTagWrite, [TAG_DROP_TASK]: runTagDrop },
  // Tags go on part of the archive's demo marks: the module list puts this after the archive.
  seedDemo: async (tx, tenantId) => void (await seedBrandMaps(tx, tenantId)),
});
