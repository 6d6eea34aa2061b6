// 附件 (spec 5, 9): files of {uid, name, size, path, url}; up to 3 icons then +N; the small add button while a
// record has fewer than 4 files; uploads of at most 30 MB (上传文件大小不能超过 30MB!).
import type { CustomFieldKindDef } from '../model';
import { MB, SIZE_LIMITS } from '../../../shared/files/limits';

export interface FileItem { uid: string; name: string; size: number; path: string; url?: string }

/** The stored form of an uploaded file: the upload answer carries more (mime) than the file kinds' value schema allows. */
export const fileItemOf = (f: FileItem): FileItem => ({ uid: f.uid, name: f.name, size: f.size, path: f.path, ...(f.url ? { url: f.url } : {}) });
/** Where a stored file is downloaded: its url, else its path when that is an upload's address (files sent through a public link carry no url). */
export const fileHref = (f: FileItem): string | undefined => f.url ?? (f.path?.startsWith('/files/uploads/') ? f.path : undefined);

export type FileKind = 'pdf' | 'word' | 'excel' | 'ppt' | 'image' | 'zip' | 'text' | 'file';

const KINDS: Array<[FileKind, string[]]> = [
  ['pdf', ['pdf']],
  ['word', ['doc', 'docx', 'wps']],
  ['excel', ['xls', 'xlsx', 'csv', 'et']],
  ['ppt', ['ppt', 'pptx']],
  ['image', ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp', 'svg', 'tif', 'tiff']],
  ['zip', ['zip', 'rar', '7z', 'gz', 'tar']],
  ['text', ['txt', 'md']],
];

export function fileKind(name: string): FileKind {
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  return KINDS.find(([, exts]) => exts.includes(ext))?.[0] ?? 'file';
}

export function filesOf(value: unknown): FileItem[] {
  if (!Array.isArray(value)) return [];
  return value.filter((f): f is FileItem => !!f && typeof f === 'object' && typeof (f as FileItem).name === 'string');
}

export const iconsShownOf = (type: Pick<CustomFieldKindDef, 'limits'> | undefined) => type?.limits?.iconsShown ?? 3;
export const maxSizeMbOf = (type: Pick<CustomFieldKindDef, 'limits'> | undefined) => type?.limits?.maxSizeMb ?? SIZE_LIMITS.general.bytes / MB;

/** The icons a cell shows and the +N counter. */
export function visibleFiles(files: FileItem[], shown: number): { icons: FileItem[]; more: number } {
  return { icons: files.slice(0, shown), more: Math.max(0, files.length - shown) };
}

/** The small add button shows while the record has fewer than iconsShown + 1 (4) files. */
export const canAddFile = (files: FileItem[], shown: number) => files.length < shown + 1;

/** Whether a file may be uploaded (size in bytes against the type's limit in MB). */
export const fileSizeOk = (size: number, maxMb: number) => size <= maxMb * 1024 * 1024;

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
