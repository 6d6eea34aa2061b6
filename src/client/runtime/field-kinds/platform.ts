// The platform's field kinds (business modules register theirs through their client entry) and the filter
// widgets of rows that are no kind's. Imported by ./index.ts, so widget code loads with the list runtime, not
// with the entry chunk.
import type { FieldKindImpl } from './contracts';
import { DateField, FileLinkField, SlotField, TreeField } from './filterWidgets';
import { checkbox, cascader, radio, select, switchKind, treeSelect } from './kinds/choice';
import { attachment, multiLineText, multipleChoice, singleChoice, singleLineText } from './kinds/custom';
import { date, dateRange, datetime } from './kinds/dates';
import { file } from './kinds/files';
import { image } from './kinds/image';
import { money } from './kinds/money';
import { number } from './kinds/number';
import { richText } from './kinds/richText';
import { password, text, textarea } from './kinds/text';
import { registerFieldKinds, registerFilterWidgets } from './registry';

export const platformKinds: Record<string, FieldKindImpl> = {
  text, textarea, password, number, money, date, datetime, dateRange, switch: switchKind, select, radio, checkbox, treeSelect, cascader,
  file, image, richText, singleLineText, multiLineText, singleChoice, multipleChoice, attachment,
};

registerFieldKinds(platformKinds);
registerFilterWidgets({ slot: SlotField, 'file-link': FileLinkField, 'date-picker': DateField, treeMultiple: TreeField });
