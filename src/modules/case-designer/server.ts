// Case-form designer, server entry: the /caseDesign calls (designed forms, drafts, versions, diff, export and
// import) and, for the cases module, the check of a case of a designed form against the version it is filed with.
import { defineServerModule } from '../../server/modules';
import * as forms from './server/handlers';

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
  },
});
