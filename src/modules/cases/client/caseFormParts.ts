// The case form runtime's parts other modules render designed forms with (through the cases client entry,
// loaded on first use): the page schema (sections, localized titles), the section component, the form values as
// the calls take them, and the field a server message names.
import './cases.css';

export { bizOf, componentNames, fieldOfMessage, pageSchema } from './caseFormSchema';
export { CaseSection } from './caseFormComponents';
export { convertedValues } from './caseFormValues';
