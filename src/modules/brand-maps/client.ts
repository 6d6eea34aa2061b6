// Brand maps and tags, client entry: the mind-map editor page and the 新增标签 drawer.
import type { ClientModule } from '../../client/modules';

export const brandMapsClient: ClientModule = {
  name: 'brand-maps',
  pages: { mindMap: () => import('./client/mind-map/MindMapPage') },
  widgets: { tagDrawer: () => import('./client/tags/TagDrawer') },
};
