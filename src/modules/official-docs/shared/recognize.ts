// Recognition of an official document from its text (the PDF's text layer) and its file name (spec 4): the
// document type (the longest catalogue name found in the text), application/registration number, issue date
// (发文日), class, applicant (source 'text', or 'ocr' when the text came from OCR of a scan). Without a type in the
// text, name, application number and country come from the file name ("type_application number_country",
// country optional). Each field says where it was read.

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
}

const pad = (n: string) => n.padStart(2, '0');

export function recognize(text: string, fileName: string, types: ReadonlyArray<{ code: string; name: string }>, source: TextSource = 'text'): Recognition {
  const flat = text.replace(/\r/g, '');
  const out: Recognition = {};
  const byLength = [...types].sort((a, b) => b.name.length - a.name.length);
  const type = byLength.find((t) => flat.includes(t.name));
  if (type) {
    out.typeCode = { value: type.code, source };
    out.typeName = { value: type.name, source };
  }
  const no = /(?:申请号|注册号|申请\/注册号|商标注册号)\s*[：:]?\s*([0-9A-Z]{5,13})/.exec(flat);
  if (no) out.appNo = { value: no[1]!, source };
  const date = /发文日期?\s*[：:]?\s*(\d{4})\s*[年\-/.]\s*(\d{1,2})\s*[月\-/.]\s*(\d{1,2})/.exec(flat);
  if (date) {
    const iso = `${date[1]}-${pad(date[2]!)}-${pad(date[3]!)}`;
    if (!Number.isNaN(Date.parse(`${iso}T00:00:00Z`)) && new Date(`${iso}T00:00:00Z`).toISOString().startsWith(iso)) out.issueDate = { value: iso, source };
  }
  const cls = /第\s*(\d{1,2})\s*类/.exec(flat);
  if (cls && Number(cls[1]) >= 1 && Number(cls[1]) <= 45) out.tmCl = { value: Number(cls[1]), source };
  const applicant = /申请人(?:名称)?\s*[：:]\s*([^\n]{2,100})/.exec(flat);
  if (applicant) out.applicant = { value: applicant[1]!.trim(), source };
  if (!type) {
    // spec 5: "file type_application number_country", or without country
    const base = fileName.replace(/\.[^.]+$/, '').trim();
    const [name, number, country] = base.split('_').map((s) => s.trim());
    const named = name ? byLength.find((t) => name.includes(t.name)) : undefined;
    if (named) {
      out.typeCode = { value: named.code, source: 'fileName' };
      out.typeName = { value: named.name, source: 'fileName' };
    } else if (name) out.typeName = { value: name, source: 'fileName' };
    if (!out.appNo && number && /^[0-9A-Za-z]{3,20}$/.test(number)) out.appNo = { value: number, source: 'fileName' };
    if (country) out.country = { value: country, source: 'fileName' };
  }
  return out;
}
