// The shapes the official-document dialog and the batch page share: what an upload answers (POST /files/official,
// /files/official/copyright), the record a document is about, and the dialog form's values.
import type dayjs from 'dayjs';

export type Source = 'text' | 'fileName' | 'ocr';
export interface Field<T = string> { value: T; source: Source }
export type FieldKey = 'typeName' | 'appNo' | 'issueDate' | 'tmCl' | 'applicant' | 'country' | 'title';

export interface UploadAnswer {
  state: 0 | 1; uploadId: number; fileName: string; fileType: string; type: string | null; typeName: string | null; brandNo: string | null; issueDate: string | null;
  applicant: string | null; title?: string | null; pages: number; textLayer: boolean; ocr: boolean; fields: Partial<Record<FieldKey | 'typeCode', Field<string | number>>>;
}

export type CopyrightKind = 'work' | 'software';

/** The record a document is about: a mark, or an ordinary work or software copyright. */
export interface Linked {
  id: number;
  name: string;
  number: string | null;
  kind?: CopyrightKind;
  /** A mark's status (its archive record's, to start the status field from). */
  status?: string | null;
}

export interface DialogValues {
  typeCode?: string; medium: 'electronic' | 'paper'; issueDate?: dayjs.Dayjs; receiptDate?: dayjs.Dayjs | null; appNo?: string;
  tmStatus?: string; regNo?: string; regDate?: dayjs.Dayjs | null; endDate?: dayjs.Dayjs | null; applicant?: string; applicantAddress?: string;
  owner?: string; disputedDate?: dayjs.Dayjs | null; rulingResult?: string; remark?: string;
}

export const day = (d?: dayjs.Dayjs | null) => (d ? d.format('YYYY-MM-DD') : null);
export const text = (s?: string) => s?.trim() || null;
