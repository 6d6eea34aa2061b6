// The rich-text input: a Quill 2 editor (snow theme: headings, bold/italic/underline, lists, links) whose HTML is
// the value; Quill keeps only the formats it knows, so pasted scripts and styles are dropped.
import Quill from 'quill';
import 'quill/dist/quill.snow.css';
import { useEffect, useRef } from 'react';
import type { EditorProps } from '../contracts';

const TOOLBAR = [[{ header: [1, 2, 3, false] }], ['bold', 'italic', 'underline', 'strike'], [{ list: 'ordered' }, { list: 'bullet' }], ['link', 'clean']];

export default function RichTextEditor({ value, onChange, disabled, placeholder }: EditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const quill = useRef<Quill | null>(null);
  const change = useRef(onChange);
  change.current = onChange;
  useEffect(() => {
    const el = document.createElement('div');
    host.current!.appendChild(el);
    const q = new Quill(el, { theme: 'snow', placeholder, modules: { toolbar: TOOLBAR } });
    if (typeof value === 'string' && value) q.clipboard.dangerouslyPasteHTML(value);
    q.on('text-change', () => change.current(q.getText().trim() ? q.getSemanticHTML() : null));
    quill.current = q;
    const node = host.current!;
    return () => {
      quill.current = null;
      node.innerHTML = '';
    };
    // The editor owns its content after the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => quill.current?.enable(!disabled), [disabled]);
  return <div ref={host} className="ipms-rich-text" data-testid="rich-text" />;
}
