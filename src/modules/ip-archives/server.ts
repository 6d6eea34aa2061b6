// Copyright and patent archives (issue 15), server entry. Lists, details, saves and exports are the generic
// handlers of the schema screens (copyrightWorks, copyrightSoftware, patents, patentTermRules); the module adds
// the patent saves (derived term and next annual fee from the dated term rules), the rules' checks and
// recalculation, the xlsx import of all three archives, the annual-fee deadline source and the demo records. Other
// modules write to copyright records through applyCopyrightInfo (a confirmed copyright official document).
import { defineServerModule } from '../../server/modules';
import { importRows } from './server/importRows';
import * as patents from './server/patents';
import { seedIpArchives } from './server/seed';

export { applyCopyrightInfo, copyrightRecord, type CopyrightInfoUpdate, type CopyrightKind } from './server/copyrightInfo';

export const ipArchivesServer = defineServerModule({
  name: 'ip-archives',
  handlers: {
    'ipArchives.patentCreate': patents.patentCreate,
    'ipArchives.patentUpdate': patents.patentUpdate,
    'ipArchives.ruleList': patents.ruleList,
    'ipArchives.ruleCreate': patents.ruleCreate,
    'ipArchives.ruleUpdate': patents.ruleUpdate,
    'ipArchives.ruleDelete': patents.ruleDelete,
    'ipArchives.importRows': importRows,
  },
  seedDemo: seedIpArchives,
  deadlines: patents.annualFeeDeadlines,
  // Holders of patentList see annual fees among the deadlines; the count opens the patents due by then.
  deadlineLinks: {
    patentAnnualFee: { label: { zh: '专利年费', en: 'Patent annual fees' }, link: ({ to }) => `/patent/archives?nextFeeDue=,${to}`, permission: 'patentList' },
  },
});
