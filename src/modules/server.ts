// Every business module's server entry, in order: demo seeds run in this order (brand maps tag the
// archive's marks, so they come after it; the designed forms' demo cases number after the cases' and come before
// finance, which books the fees of submitted cases; demands' demo flow asks the organisation's department managers).
import { archiveServer } from './archive/server';
import { brandMapsServer } from './brand-maps/server';
import { caseDesignerServer, writeBackOnSubmit } from './case-designer/server';
import { casesServer, onCaseSubmitted } from './cases/server';
import { classificationServer } from './classification/server';
import { countriesServer } from './countries/server';
import { demandsServer } from './demands/server';
import { enforcementServer, onLitigationCost } from './enforcement/server';
import { enterprisesServer } from './enterprises/server';
import { evidenceServer } from './evidence/server';
import { financeServer } from './finance/server';
import { removeLitigationCostEntries, renameLitigationEntries, saveLitigationCostEntry } from './finance/server/litigationEntries';
import { ipArchivesServer } from './ip-archives/server';
import { memoServer } from './memo/server';
import { mergeServer } from './merge/server';
import { notifyServer } from './notify/server';
import { officialDocsServer } from './official-docs/server';
import { openServer } from './open/server';
import { organisationServer } from './organisation/server';
import { preservationServer } from './preservation/server';
import { publicMarksServer } from './public-marks/server';
import { reportsServer } from './reports/server';
import { riskServer } from './risk/server';
import { usersServer } from './users/server';

// A designed case's submit writes its mapped fields back to the archive (case designer, issue 11).
onCaseSubmitted(writeBackOnSubmit);
// A litigation's costs are finance entries: enforcement reports them, finance writes its own table.
onLitigationCost({ save: saveLitigationCostEntry, remove: removeLitigationCostEntries, rename: renameLitigationEntries });

export const serverModules = [usersServer, classificationServer, countriesServer, archiveServer, brandMapsServer, mergeServer, officialDocsServer, openServer, enterprisesServer, casesServer, caseDesignerServer, ipArchivesServer, enforcementServer, financeServer, evidenceServer, organisationServer, demandsServer, memoServer, reportsServer, notifyServer, publicMarksServer, riskServer, preservationServer] as const;
