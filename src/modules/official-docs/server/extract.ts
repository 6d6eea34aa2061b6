// The text of an uploaded official document, by its type (checked by content): a PDF's text layer (unpdf), else
// OCR of its first pages; OCR of an image; a docx's text (mammoth). Broken or encrypted files are refused. Where nothing can be read the text
// is empty and recognition falls back to the file name.
import type { FileTypeKey } from '../../../shared/files/limits';
import { fail } from '../../../server/http/errors';
import type { TextSource } from '../shared/recognize';
import { ocrImage, ocrPdf } from './ocr';

export interface DocumentText { text: string; pages: number; source: TextSource }

/** The PDF's text layer, all pages; a broken or encrypted file is refused. */
export async function pdfText(data: Buffer): Promise<{ text: string; pages: number }> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  try {
    const pdf = await getDocumentProxy(new Uint8Array(data));
    const { text, totalPages } = await extractText(pdf, { mergePages: true });
    return { text, pages: totalPages };
  } catch (e) {
    const name = (e as { name?: string }).name ?? '';
    if (name === 'PasswordException') throw fail.validation('PDF 文件已加密，无法识别；请上传未加密的文件');
    throw fail.validation('PDF 文件已损坏，无法读取；请重新上传');
  }
}

export async function documentText(data: Buffer, type: FileTypeKey): Promise<DocumentText> {
  if (type === 'pdf') {
    const layer = await pdfText(data);
    if (layer.text.trim()) return { ...layer, source: 'text' };
    return { text: await ocrPdf(data, layer.pages), pages: layer.pages, source: 'ocr' };
  }
  if (type === 'jpeg' || type === 'png') return { text: await ocrImage(data), pages: 1, source: 'ocr' };
  if (type === 'docx') return { text: await docxText(data), pages: 0, source: 'text' };
  return { text: '', pages: 0, source: 'text' }; // .doc (binary Word): recognised from its file name
}

/** The text of a Word (docx) document, with mammoth; a broken one is refused. */
async function docxText(data: Buffer): Promise<string> {
  const mammoth = await import('mammoth');
  try {
    return (await mammoth.extractRawText({ buffer: data })).value;
  } catch {
    throw fail.validation('Word 文件已损坏，无法读取；请重新上传');
  }
}
