// A file's type from its first bytes, never from its name (ARCHITECTURE: uploads checked by content).
// Only these kinds are accepted as attachments.
export interface Sniffed { mime: string; kind: string }

const SIGNATURES: Array<{ bytes: number[]; offset?: number; mime: string; kind: string }> = [
  { bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], mime: 'image/png', kind: 'png' },
  { bytes: [0xff, 0xd8, 0xff], mime: 'image/jpeg', kind: 'jpeg' },
  { bytes: [0x47, 0x49, 0x46, 0x38], mime: 'image/gif', kind: 'gif' },
  { bytes: [0x52, 0x49, 0x46, 0x46], mime: 'image/webp', kind: 'webp' }, // RIFF....WEBP, checked below
  { bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], mime: 'application/pdf', kind: 'pdf' },
  { bytes: [0x50, 0x4b, 0x03, 0x04], mime: 'application/zip', kind: 'zip' }, // docx, xlsx, pptx, zip
  { bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], mime: 'application/x-ole-storage', kind: 'ole' }, // doc, xls, ppt
];

const OFFICE_BY_EXT: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  doc: 'application/msword', xls: 'application/vnd.ms-excel', ppt: 'application/vnd.ms-powerpoint',
};

function isText(data: Buffer): boolean {
  const head = data.subarray(0, 8192);
  if (head.includes(0)) return false;
  return !new TextDecoder('utf-8', { fatal: false }).decode(head).includes('\uFFFD');
}

/** The content's type, or null when it is none of the accepted kinds. */
export function sniff(data: Buffer, fileName: string): Sniffed | null {
  const ext = fileName.split('.').pop()?.toLowerCase() ?? '';
  for (const s of SIGNATURES) {
    if (s.bytes.every((b, i) => data[(s.offset ?? 0) + i] === b)) {
      if (s.kind === 'webp' && data.subarray(8, 12).toString('latin1') !== 'WEBP') continue;
      // Office documents are zip/OLE containers: the extension only picks the finer MIME within the kind.
      if ((s.kind === 'zip' && ['docx', 'xlsx', 'pptx'].includes(ext)) || (s.kind === 'ole' && ['doc', 'xls', 'ppt'].includes(ext)))
        return { mime: OFFICE_BY_EXT[ext], kind: s.kind };
      return { mime: s.mime, kind: s.kind };
    }
  }
  if (data.length > 0 && isText(data)) return { mime: 'text/plain; charset=utf-8', kind: 'text' };
  return null;
}
