// The official-document dialog as the lists' widgets: toolbar 上传官文 (upload mode), row buttons 查看 (view mode)
// and 确认 (edit mode), on 官文管理 and 版权官文 alike: the right is the row's, else the screen's. A save refreshes the list.
import type { WidgetProps } from '../../../client/runtime/widgets/registry';
import OfficialDocDialog from './OfficialDocDialog';
import { rightOf } from './rights';

const right = ({ context }: WidgetProps) => rightOf(context.screen.screen, context.row).right;

export const UploadWidget = (p: WidgetProps) => <OfficialDocDialog mode="upload" right={right(p)} onClose={p.onClose} onSaved={p.context.refresh} />;
export const ViewWidget = (p: WidgetProps) => <OfficialDocDialog mode="view" right={right(p)} row={p.context.row} onClose={p.onClose} onSaved={p.context.refresh} />;
export const EditWidget = (p: WidgetProps) => <OfficialDocDialog mode="edit" right={right(p)} row={p.context.row} onClose={p.onClose} onSaved={p.context.refresh} />;
