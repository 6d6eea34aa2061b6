// The upload attachments use: the general upload (POST /files/uploads, 30 MB, type checked by content).
// Replaceable (e.g. an S3 direct upload) through registerFileUploader; null makes attachments read-only. A part of
// the page may upload elsewhere through FileUploaderContext (a public proposal form: its link's upload, no sign-in).
import { createContext, useContext } from 'react';
import { uploadFile } from '../../request/upload';
import type { FileItem } from './files';

export type FileUploader = (file: File, onProgress?: (percent: number) => void) => Promise<FileItem>;

let uploader: FileUploader | null = (file, onProgress) => uploadFile(file, onProgress);

export function registerFileUploader(fn: FileUploader | null) {
  uploader = fn;
}

export const fileUploader = () => uploader;
export const uploadAvailable = () => uploader !== null;

/** The uploader for the editors below it (undefined: the registered one). */
export const FileUploaderContext = createContext<FileUploader | null | undefined>(undefined);

/** The nearest FileUploaderContext's uploader, else the registered one. */
export function useFileUploader(): FileUploader | null {
  const own = useContext(FileUploaderContext);
  return own === undefined ? uploader : own;
}
