// The upload attachments use: the general upload (POST /files/uploads, 30 MB, type checked by content).
// Replaceable (e.g. an S3 direct upload) through registerFileUploader; null makes attachments read-only.
import { uploadFile } from '../../request/upload';
import type { FileItem } from './files';

export type FileUploader = (file: File, onProgress?: (percent: number) => void) => Promise<FileItem>;

let uploader: FileUploader | null = (file, onProgress) => uploadFile(file, onProgress);

export function registerFileUploader(fn: FileUploader | null) {
  uploader = fn;
}

export const fileUploader = () => uploader;
export const uploadAvailable = () => uploader !== null;
