// Evidence preservation (存证保全, issue 16, spec 2.10), server entry: preserving uploaded files and web captures in
// the tenant's hash chain (SHA-256 of the content, capture time, operator), and verifying the chain. The list and
// detail are generic handlers of screens/preservedEvidences.json; the web capture is an HTTP route because its
// fetch runs outside the call transaction.
import { defineServerModule } from '../../server/modules';
import { capture } from './server/capture';
import * as h from './server/handlers';
import { seedPreservation } from './server/seed';

export const preservationServer = defineServerModule({
  name: 'preservation',
  handlers: {
    'preservation.addFile': h.addFile,
    'preservation.verify': h.verify,
  },
  routeHandlers: { 'preservation.capture': capture },
  seedDemo: seedPreservation,
});
