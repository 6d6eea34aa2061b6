// Public pages (spec 2.1), client entry: /try45.
import type { ClientModule } from '../../client/modules';

export const openClient: ClientModule = {
  name: 'open',
  pages: { try45: () => import('./client/Try45Page') },
};
