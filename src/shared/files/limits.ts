// Upload limits and accepted types (spec 5 and 9), the one place the server and the client read them from:
// sizes with the spec's messages, the large-file threshold, and which file types each kind of upload takes.
// The client checks name and size before sending; the server enforces the size while streaming and
// decides the type from the content (src/server/files/detect.ts).

export const MB = 1024 * 1024;

export interface SizeLimit { bytes: number; message: string }

export const SIZE_LIMITS = {
  /** Every upload unless its use says otherwise (upload field maxSize defaults to 30). */
  general: { bytes: 30 * MB, message: '上传文件大小不能超过 30MB!' },
  /** Official documents (官文). */
  officialDocument: { bytes: 100 * MB, message: '上传文件大小不能超过100MB' },
} as const satisfies Record<string, SizeLimit>;

/** Official documents of this size or more take the large-file direct upload path (spec 5). */
export const LARGE_FILE_BYTES = 50 * MB;

export interface FileType { extensions: readonly string[]; mime: string }

/** Every file type an upload may have, by key: the extensions a client may offer and the MIME it is served as. */
export const FILE_TYPES = {
  jpeg: { extensions: ['jpg', 'jpeg'], mime: 'image/jpeg' },
  png: { extensions: ['png'], mime: 'image/png' },
  gif: { extensions: ['gif'], mime: 'image/gif' },
  webp: { extensions: ['webp'], mime: 'image/webp' },
  pdf: { extensions: ['pdf'], mime: 'application/pdf' },
  docx: { extensions: ['docx'], mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  xlsx: { extensions: ['xlsx'], mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  pptx: { extensions: ['pptx'], mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' },
  doc: { extensions: ['doc'], mime: 'application/msword' },
  xls: { extensions: ['xls'], mime: 'application/vnd.ms-excel' },
  ppt: { extensions: ['ppt'], mime: 'application/vnd.ms-powerpoint' },
  zip: { extensions: ['zip'], mime: 'application/zip' },
  text: { extensions: ['txt', 'csv', 'md', 'json', 'jsonl', 'xml', 'log'], mime: 'text/plain; charset=utf-8' },
  /** gzip-compressed data (classification edition files .jsonl.gz); not an attachment type. */
  gzip: { extensions: ['gz'], mime: 'application/gzip' },
} as const satisfies Record<string, FileType>;

export type FileTypeKey = keyof typeof FILE_TYPES;

export interface UploadUse { size: keyof typeof SIZE_LIMITS; types: readonly FileTypeKey[]; typeMessage: string }

/** What each kind of upload accepts. The HTTP route catalogue (schemas/http-routes.json) names these keys. */
export const UPLOAD_USES = {
  /** Attachments (custom-field files and the general upload). */
  attachment: {
    size: 'general',
    types: (Object.keys(FILE_TYPES) as FileTypeKey[]).filter((t) => t !== 'gzip'),
    typeMessage: '不支持的文件类型（支持图片、PDF、Office 文档、压缩包和文本）',
  },
  /** Images shown in the product (trademark image): the image selector takes jpg, jpeg and png. */
  image: { size: 'general', types: ['jpeg', 'png'], typeMessage: '上传文件只能是 jpg、jpeg、png 格式!' },
  /** Spreadsheet imports (trademark archive). */
  import: { size: 'general', types: ['xlsx'], typeMessage: '文件内容不是 xlsx 工作簿（请使用下载的模板，另存为 .xlsx）' },
  /** Editions of the 《类似商品和服务区分表》: JSONL rows, plain or gzip-compressed (.jsonl.gz). */
  niceEdition: { size: 'general', types: ['text', 'gzip'], typeMessage: '请上传 .jsonl 或 .jsonl.gz 格式的区分表文件' },
  /** Official documents (官文). */
  officialDocument: { size: 'officialDocument', types: ['jpeg', 'png', 'pdf', 'doc', 'docx'], typeMessage: '请上传 jpg、jpeg、png、pdf、doc、docx 格式的文件' },
  /** A zip of many official documents, unpacked on the server (officialDecompression). */
  officialZip: { size: 'officialDocument', types: ['zip'], typeMessage: '请上传 zip 格式的压缩包' },
} as const satisfies Record<string, UploadUse>;

export type UploadUseKey = keyof typeof UPLOAD_USES;

export const isUploadUse = (key: string): key is UploadUseKey => Object.prototype.hasOwnProperty.call(UPLOAD_USES, key);

export const sizeLimitOf = (use: UploadUseKey): SizeLimit => SIZE_LIMITS[UPLOAD_USES[use].size];

/** The extensions a use accepts, for an input's accept attribute: ".jpg,.jpeg,.png". */
export const acceptOf = (use: UploadUseKey): string =>
  UPLOAD_USES[use].types.flatMap((t) => FILE_TYPES[t].extensions.map((e) => `.${e}`)).join(',');

/**
 * What a client can check before sending: the size and the name's extension. Returns the message to show, or
 * null. The server still decides by content; this only spares a doomed upload.
 */
export function checkBeforeUpload(file: { name: string; size: number }, use: UploadUseKey): string | null {
  const limit = sizeLimitOf(use);
  if (file.size > limit.bytes) return limit.message;
  const ext = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  const known = UPLOAD_USES[use].types.some((t) => (FILE_TYPES[t].extensions as readonly string[]).includes(ext));
  // Attachments may be of any accepted kind whatever their name (text files often have none).
  if (!known && use !== 'attachment') return UPLOAD_USES[use].typeMessage;
  return null;
}
