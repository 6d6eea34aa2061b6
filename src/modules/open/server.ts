// Public pages (spec 2.1), server entry: the calls they make without a sign-in (/try45's class 45).
import { defineServerModule } from '../../server/modules';
import { class45 } from './server/class45';

export const openServer = defineServerModule({
  name: 'open',
  handlers: { 'open.class45': class45 },
});
