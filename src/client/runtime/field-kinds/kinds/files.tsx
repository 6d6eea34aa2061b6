// 文件上传 (file): files through the general upload (POST /files/uploads, 30 MB, type checked by content), the
// same list of {uid, name, size, path, url} as custom attachments; edited in a popup from the grid.
import type { FieldKindImpl } from '../contracts';
import { attachment } from './custom';
import { popupEditor } from './shared';

export const file: FieldKindImpl = { ...attachment, cellEditor: popupEditor(attachment.editor) };
