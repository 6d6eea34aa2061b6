// A file's type from its first bytes, never from its name (ARCHITECTURE: uploads checked by content), with the
// maintained `file-type` package. Two fallbacks where content alone cannot decide:
// - Plain text has no signature, so file-type never reports it: a sample without NUL bytes that decodes as
//   UTF-8 is text (served as text/plain, nosniff, as an attachment, so HTML or SVG inside stays inert).
// - Containers: legacy Office files are all OLE compound files (file-type says cfb, as for .msi), so the name
//   picks doc/xls/ppt and any other cfb is refused; an OOXML file whose markers lie past the sample is still a
//   zip container to file-type, so a zip named .docx/.xlsx/.pptx keeps the Office type of its name.
import { fileTypeFromBuffer } from 'file-type';
import { FILE_TYPES, type FileTypeKey } from '../../shared/files/limits';

/** Bytes read before deciding; file-type needs 4,100 for most formats, zip entries may sit further in. */
export const SAMPLE_BYTES = 64 * 1024;

const BY_DETECTED: Record<string, FileTypeKey> = {
  jpg: 'jpeg', png: 'png', gif: 'gif', webp: 'webp', pdf: 'pdf', docx: 'docx', xlsx: 'xlsx', pptx: 'pptx', zip: 'zip', gz: 'gzip',
};
const OLE_BY_NAME: Record<string, FileTypeKey> = { doc: 'doc', xls: 'xls', ppt: 'ppt' };
const OOXML_BY_NAME: Record<string, FileTypeKey> = { docx: 'docx', xlsx: 'xlsx', pptx: 'pptx' };

function isText(sample: Uint8Array): boolean {
  if (sample.length === 0 || sample.includes(0)) return false;
  // stream: a sample cut inside a multi-byte character keeps the partial character pending instead of failing.
  return !new TextDecoder('utf-8').decode(sample, { stream: true }).includes('\uFFFD');
}

/** The content's type key (see FILE_TYPES), or null when it is none the product accepts. */
export async function detectType(sample: Uint8Array, fileName: string): Promise<FileTypeKey | null> {
  const ext = fileName.includes('.') ? fileName.split('.').pop()!.toLowerCase() : '';
  const found = sample.length ? await fileTypeFromBuffer(sample) : undefined;
  if (found) {
    if (found.ext === 'cfb') return OLE_BY_NAME[ext] ?? null;
    if (found.ext === 'zip' && OOXML_BY_NAME[ext]) return OOXML_BY_NAME[ext];
    return BY_DETECTED[found.ext] ?? null;
  }
  return isText(sample) ? 'text' : null;
}

export const mimeOf = (type: FileTypeKey) => FILE_TYPES[type].mime;
