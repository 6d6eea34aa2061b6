// The upload call attachments use. The catalogue has no general upload call yet, so none is registered and
// attachment cells stay read-only; the feature that adds the call registers it here and the add button,
// the cell editor and the batch editor for attachments appear.
import type { FileItem } from './files';

export type FileUploader = (file: File, onProgress?: (percent: number) => void) => Promise<FileItem>;

let uploader: FileUploader | null = null;

export function registerFileUploader(fn: FileUploader | null) {
  uploader = fn;
}

export const fileUploader = () => uploader;
export const uploadAvailable = () => uploader !== null;
