// Case-form designer, server entry: the /caseDesign calls (designed forms, drafts, versions, diff, export and
// import, the fee standards a form picks and a case's fees from them, proposals received), the public /caseProposal
// calls and file upload and, for the cases module, the check of a case of a designed form against the version it is
// filed with; a submitted case writes the mapped fields back to the archive; demo forms, cases and proposals.
import { defineServerModule } from '../../server/modules';
import * as fees from './server/fees';
import * as forms from './server/handlers';
import * as proposals from './server/proposals';
import { seedCaseDesigner } from './server/seed';
import { writeBackOnSubmit } from './server/write-back';

/** Writes a designed case's mapped fields back to the archive on submit (registered by src/modules/server.ts). */
export { writeBackOnSubmit };
export { checkDesignedCase } from './server/case-check';

export const caseDesignerServer = defineServerModule({
  name: 'case-designer',
  handlers: {
    'caseDesigner.list': forms.list,
    'caseDesigner.get': forms.get,
    'caseDesigner.save': forms.save,
    'caseDesigner.publish': forms.publish,
    'caseDesigner.unpublish': forms.unpublish,
    'caseDesigner.remove': forms.remove,
    'caseDesigner.versions': forms.versions,
    'caseDesigner.diff': forms.diff,
    'caseDesigner.exportForm': forms.exportForm,
    'caseDesigner.importForm': forms.importForm,
    'caseDesigner.formOptions': forms.formOptions,
    'caseDesigner.publishedForms': forms.publishedForms,
    'caseDesigner.formVersion': forms.formVersion,
    'caseDesigner.feeStandards': fees.feeStandards,
    'caseDesigner.formFees': fees.formFees,
    'caseDesigner.proposals': proposals.proposals,
    'caseDesigner.proposalToCase': proposals.proposalToCase,
    'caseDesigner.proposalDecline': proposals.proposalDecline,
    'caseProposal.form': proposals.publicForm,
    'caseProposal.submit': proposals.publicSubmit,
  },
  routeHandlers: { 'caseProposal.upload': proposals.publicUpload },
  seedDemo: seedCaseDesigner,
});
