// 富文本 (richText): HTML written in a Quill editor (loaded on first use, ~200 KB); cells and read-only forms
// show its text only, so stored markup is never inserted into the page.
import { lazyComponent } from '../../lazyComponent';
import type { EditorProps, FieldKindImpl } from '../contracts';
import { InputField } from '../filterWidgets';
import { isBlank, popupEditor } from './shared';

/** The text of an HTML fragment (block ends become spaces), without parsing it into the page. */
export function htmlText(html: unknown): string {
  if (isBlank(html)) return '';
  return String(html)
    .replace(/<(br|\/p|\/div|\/li|\/h[1-6])\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

const editor = { Component: lazyComponent<EditorProps>(() => import('./richTextEditor').then((m) => m.default), 'RichTextEditor') };

export const richText: FieldKindImpl = {
  filter: InputField,
  editor,
  cell: { text: htmlText, width: 220 },
  cellEditor: popupEditor(editor),
  toValue: (raw) => ({ ok: true, value: htmlText(raw) === '' ? null : raw }),
};
