// Every business module's server entry, in order: demo seeds run in this order (brand maps tag the
// archive's marks, so they come after it).
import { archiveServer } from './archive/server';
import { brandMapsServer } from './brand-maps/server';
import { caseDesignerServer } from './case-designer/server';
import { casesServer } from './cases/server';
import { classificationServer } from './classification/server';
import { countriesServer } from './countries/server';
import { demandsServer } from './demands/server';
import { enterprisesServer } from './enterprises/server';
import { mergeServer } from './merge/server';
import { officialDocsServer } from './official-docs/server';
import { openServer } from './open/server';
import { usersServer } from './users/server';

export const serverModules = [usersServer, classificationServer, countriesServer, archiveServer, brandMapsServer, mergeServer, officialDocsServer, openServer, enterprisesServer, caseDesignerServer, casesServer, demandsServer] as const;
