// Case-form designer, server entry: the /caseDesign calls (designed forms, drafts, versions, diff, export and
// import, proposals received), the public /caseProposal calls and, for the cases module, the check of a case of a designed form against the version it is filed with;
// a submitted case writes the mapped fields back to the archive.
import { defineServerModule } from '../../server/modules';
import * as forms from './server/handlers';
import * as proposals from './server/proposals';
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
    'caseDesigner.proposals': proposals.proposals,
    'caseDesigner.proposalToCase': proposals.proposalToCase,
    'caseDesigner.proposalDecline': proposals.proposalDecline,
    'caseProposal.form': proposals.publicForm,
    'caseProposal.submit': proposals.publicSubmit,
  },
});
