// Every business module's client entry, in registration order (the composition root registers them).
import type { ClientModule } from '../client/modules';
import { archiveClient } from './archive/client';
import { brandMapsClient } from './brand-maps/client';
import { caseDesignerClient } from './case-designer/client';
import { casesClient } from './cases/client';
import { classificationClient } from './classification/client';
import { countriesClient } from './countries/client';
import { demandsClient } from './demands/client';
import { enterprisesClient } from './enterprises/client';
import { evidenceClient } from './evidence/client';
import { mergeClient } from './merge/client';
import { officialDocsClient } from './official-docs/client';
import { openClient } from './open/client';
import { usersClient } from './users/client';

export const clientModules: readonly ClientModule[] = [archiveClient, brandMapsClient, mergeClient, classificationClient, countriesClient, evidenceClient, usersClient, enterprisesClient, officialDocsClient, openClient, casesClient, demandsClient, caseDesignerClient];
