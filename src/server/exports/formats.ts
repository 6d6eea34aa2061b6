// How the xlsx export writes a value, by the field kind's export format (schemas/field-kinds: `export`). The
// platform's formats are here; modules add theirs (ServerModule.exportFormats), so the export looks every kind
// up in one place and a new kind that reuses a format needs nothing here.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { formatMoney } from '../../shared/money';

dayjs.extend(utc);

export interface ExportContext {
  /** Value labels of dictionary fields (x-dict), by the value as a string. */
  dict?: Record<string, { zh: string; en: string }>;
  /** Choice options of custom fields ({cont, name}). */
  options?: Array<{ cont: string; name?: string }>;
}

/** A cell: text, or a number Excel can sum. */
export type ExportFormat = (value: unknown, ctx: ExportContext) => string | number;

const blank = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);
const SEP = '；';
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : [v]);
/** Objects by their label or name, the rest as text. */
const itemText = (v: unknown): string =>
  v && typeof v === 'object' ? String((v as { label?: unknown }).label ?? (v as { name?: unknown }).name ?? (v as { tmName?: unknown }).tmName ?? JSON.stringify(v)) : String(v ?? '');
const dictLabel = (v: unknown, ctx: ExportContext) =>
  ctx.dict?.[String(v)]?.zh ?? ctx.options?.find((o) => o.cont === v)?.name ?? (typeof v === 'boolean' ? (v ? '是' : '否') : String(v));

const formats = new Map<string, ExportFormat>([
  ['text', (v) => (typeof v === 'number' ? v : Array.isArray(v) || typeof v === 'object' ? list(v).map(itemText).filter(Boolean).join(SEP) : String(v))],
  ['number', (v) => (typeof v === 'number' ? v : Number.isFinite(Number(v)) ? Number(v) : String(v))],
  ['money', (v) => formatMoney(v)],
  ['date', (v) => String(v).replace('T', ' ').slice(0, 16)],
  ['datetime', (v) => dayjs(v as string).utcOffset(480).format('YYYY-MM-DD HH:mm:ss')],
  ['dateRange', (v) => list(v).map((x) => x ?? '…').join(' ~ ')],
  ['boolean', (v) => (v ? '是' : '否')],
  ['dict', (v, ctx) => list(v).map((x) => dictLabel(x, ctx)).join(SEP)],
  ['dictPath', (v, ctx) => list(v).map((x) => dictLabel(x, ctx)).join(' / ')],
  ['files', (v) => list(v).map(itemText).join(SEP)],
  ['image', (v) => (typeof v === 'string' ? v : [itemText(v), (v as { remark?: string }).remark].filter(Boolean).join(' '))],
  ['richText', (v) => String(v).replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim()],
  ['labels', (v) => list(v).map(itemText).join(SEP)],
  ['people', (v) => list(v).map(itemText).join(SEP)],
  ['trademarks', (v) => list(v).map((m) => [itemText(m), (m as { regNo?: string }).regNo].filter(Boolean).join(' ')).join(SEP)],
  ['hidden', () => ''],
]);

/** Adds modules' formats (again on every app built in one process: the same function is accepted). */
export function registerExportFormats(more: Record<string, ExportFormat>) {
  for (const [name, f] of Object.entries(more)) {
    if (formats.has(name) && formats.get(name) !== f) throw new Error(`export format ${name} is registered twice`);
    formats.set(name, f);
  }
}

export const exportFormat = (name: string): ExportFormat | undefined => formats.get(name);

/** The cell of a value written by the named format ('' for no value; text when the format is unknown). */
export function exportCell(format: string, value: unknown, ctx: ExportContext = {}): string | number {
  if (blank(value)) return '';
  return (formats.get(format) ?? formats.get('text')!)(value, ctx);
}
