// The official-document dialog as the list's widgets: toolbar 上传官文 (upload mode), row buttons 查看 (view mode)
// and 确认 (edit mode). A save refreshes the list.
import type { WidgetProps } from '../../../client/runtime/widgets/registry';
import OfficialDocDialog from './OfficialDocDialog';

export const UploadWidget = ({ context, onClose }: WidgetProps) => <OfficialDocDialog mode="upload" onClose={onClose} onSaved={context.refresh} />;
export const ViewWidget = ({ context, onClose }: WidgetProps) => <OfficialDocDialog mode="view" row={context.row} onClose={onClose} onSaved={context.refresh} />;
export const EditWidget = ({ context, onClose }: WidgetProps) => <OfficialDocDialog mode="edit" row={context.row} onClose={onClose} onSaved={context.refresh} />;
