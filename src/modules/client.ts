// Every business module's client entry, in registration order (the composition root registers them).
import type { ClientModule } from '../client/modules';
import { archiveClient } from './archive/client';
import { brandMapsClient } from './brand-maps/client';
import { caseDesignerClient } from './case-designer/client';
import { casesClient } from './cases/client';
import { classificationClient } from './classification/client';
import { countriesClient } from './countries/client';
import { demandsClient } from './demands/client';
import { enforcementClient } from './enforcement/client';
import { enterprisesClient } from './enterprises/client';
import { evidenceClient } from './evidence/client';
import { financeClient } from './finance/client';
import { ipArchivesClient } from './ip-archives/client';
import { mergeClient } from './merge/client';
import { notifyClient } from './notify/client';
import { officialDocsClient } from './official-docs/client';
import { openClient } from './open/client';
import { organisationClient } from './organisation/client';
import { preservationClient } from './preservation/client';
import { publicMarksClient } from './public-marks/client';
import { reportsClient } from './reports/client';
import { riskClient } from './risk/client';
import { usersClient } from './users/client';

export const clientModules: readonly ClientModule[] = [archiveClient, brandMapsClient, mergeClient, classificationClient, countriesClient, evidenceClient, usersClient, enterprisesClient, officialDocsClient, openClient, casesClient, demandsClient, caseDesignerClient, ipArchivesClient, enforcementClient, financeClient, organisationClient, reportsClient, notifyClient, publicMarksClient, riskClient, preservationClient];
