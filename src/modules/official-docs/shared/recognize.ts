// Recognition of an official document from its text (the PDF's text layer) and its file name (spec 4): the
// document type (the longest catalogue name found in the text), application/registration number, issue date
// (发文日), class, applicant (source 'text', or 'ocr' when the text came from OCR of a scan). Without a type in the
// text, name, application number and country come from the file name ("type_application number_country",
// country optional). Each field says where it was read. A copyright document is read with the copyright patterns
// (shared/rights.ts): registration or serial number, the owner (著作权人) as applicant, the work's or software's
// title, and the date a certificate bears.
import { RIGHT_READING, type RightType } from './rights';

export type TextSource = 'text' | 'ocr';
export interface RecognizedField<T = string> { value: T; source: TextSource | 'fileName' }

export interface Recognition {
  typeCode?: RecognizedField;
  typeName?: RecognizedField;
  appNo?: RecognizedField;
  issueDate?: RecognizedField;
  tmCl?: RecognizedField<number>;
  applicant?: RecognizedField;
  country?: RecognizedField;
  /** Copyrights: the title of the work or software (软件名称, 作品名称). */
  title?: RecognizedField;
}

const pad = (n: string) => n.padStart(2, '0');

export function recognize(text: string, fileName: string, types: ReadonlyArray<{ code: string; name: string }>, source: TextSource = 'text', right: RightType = 'trademark'): Recognition {
  const read = RIGHT_READING[right];
  const flat = text.replace(/\r/g, '');
  const out: Recognition = {};
  const byLength = [...types].sort((a, b) => b.name.length - a.name.length);
  const type = byLength.find((t) => flat.includes(t.name));
  if (type) {
    out.typeCode = { value: type.code, source };
    out.typeName = { value: type.name, source };
  }
  const no = read.number.exec(flat);
  if (no) out.appNo = { value: no[1]!.replace(/\s+/g, '').replace(/[－—–]/g, '-'), source };
  const date = read.date.exec(flat);
  if (date) {
    const iso = `${date[1]}-${pad(date[2]!)}-${pad(date[3]!)}`;
    if (!Number.isNaN(Date.parse(`${iso}T00:00:00Z`)) && new Date(`${iso}T00:00:00Z`).toISOString().startsWith(iso)) out.issueDate = { value: iso, source };
  }
  if (right === 'trademark') {
    const cls = /第\s*(\d{1,2})\s*类/.exec(flat);
    if (cls && Number(cls[1]) >= 1 && Number(cls[1]) <= 45) out.tmCl = { value: Number(cls[1]), source };
  }
  const party = read.party.exec(flat);
  if (party) out.applicant = { value: party[1]!.trim(), source };
  const title = read.title?.exec(flat);
  if (title && title[1]!.trim()) out.title = { value: title[1]!.trim(), source };
  if (!type) {
    // spec 5: "file type_application number_country", or without country
    const base = fileName.replace(/\.[^.]+$/, '').trim();
    const [name, number, country] = base.split('_').map((s) => s.trim());
    const named = name ? byLength.find((t) => name.includes(t.name)) : undefined;
    if (named) {
      out.typeCode = { value: named.code, source: 'fileName' };
      out.typeName = { value: named.name, source: 'fileName' };
    } else if (name) out.typeName = { value: name, source: 'fileName' };
    if (!out.appNo && number && read.fileNameNumber.test(number)) out.appNo = { value: number, source: 'fileName' };
    if (country) out.country = { value: country, source: 'fileName' };
  }
  return out;
}
