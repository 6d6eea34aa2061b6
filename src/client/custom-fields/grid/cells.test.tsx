// @vitest-environment happy-dom
// The custom-field cell's own editing (no ag-grid editing module): double-click target, Enter, Escape, popups.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CellEditorProps, CellEditorWidget } from '../../runtime/field-kinds/contracts';

const Editor = ({ value, onChange, commit }: CellEditorProps) => (
  <input data-testid="editor" value={String(value ?? '')} onChange={(e) => onChange(e.target.value)} onBlur={commit} />
);
const widgets: Record<string, CellEditorWidget> = {
  inline: { Component: Editor, popup: false },
  popup: { Component: Editor, popup: true, ownsKey: (e) => e.key === 'Enter' },
};
vi.mock('../types/cells', () => ({
  cellWidgetOf: () => ({ text: (v: unknown) => String(v ?? ''), width: 100 }),
  cellEditorOf: (kind: { kind: string }) => widgets[kind.kind],
}));
vi.mock('../../i18n', () => ({ useT: () => (k: string) => k }));
const { CustomFieldCell, cellKeyOf, editingCell, startEditing } = await import('./cells');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let host: HTMLDivElement;
afterEach(() => {
  act(() => startEditing(''));
  host?.remove();
  document.body.innerHTML = '';
});

function render(kind: 'inline' | 'popup', value: unknown = 'old') {
  const commit = vi.fn(() => true);
  const refreshCells = vi.fn();
  const data = { id: 7 };
  host = document.createElement('div');
  document.body.appendChild(host);
  const props = {
    data,
    value,
    ctx: { kind: { kind }, def: { id: 1 }, config: {}, lang: 'zh' },
    editable: true,
    commit,
    api: { refreshCells },
    node: {},
    column: { getColId: () => 'cf:1' },
    eGridCell: host,
  };
  act(() => createRoot(host).render(<CustomFieldCell {...(props as unknown as Parameters<typeof CustomFieldCell>[0])} />));
  return { commit, refreshCells, key: cellKeyOf(data, 'cf:1') };
}
const editor = () => document.querySelector<HTMLInputElement>('[data-testid="editor"]');
function type(text: string) {
  const input = editor()!;
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const press = (key: string) => act(() => editor()!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true })));

describe('custom-field cell editing', () => {
  it('shows the value until its cell is the one being edited', () => {
    render('inline');
    expect(host.textContent).toBe('old');
    act(() => startEditing(cellKeyOf({ id: 8 }, 'cf:1')));
    expect(editor()).toBeNull();
  });

  it('Enter saves the typed value in the cell and redraws it; the editing ends', () => {
    const { commit, refreshCells, key } = render('inline');
    act(() => startEditing(key));
    expect(host.contains(editor())).toBe(true);
    type('new');
    press('Enter');
    expect(commit).toHaveBeenCalledWith({ id: 7 }, expect.objectContaining({ def: { id: 1 } }), 'new', expect.any(Function));
    expect(refreshCells).toHaveBeenCalled();
    expect(editingCell()).toBeNull();
  });

  it('Escape cancels; an unchanged value is not saved', () => {
    const { commit, key } = render('inline');
    act(() => startEditing(key));
    type('new');
    press('Escape');
    expect(commit).not.toHaveBeenCalled();
    expect(editingCell()).toBeNull();
    act(() => startEditing(key));
    press('Enter');
    expect(commit).not.toHaveBeenCalled();
  });

  it('a popup editor opens over the cell outside the grid, and keeps Enter when it owns it', () => {
    const { commit, key } = render('popup');
    act(() => startEditing(key));
    expect(host.contains(editor())).toBe(false);
    expect(document.querySelector('[data-testid="cf-cell-editor"]')).not.toBeNull();
    type('new');
    press('Enter');
    expect(commit).not.toHaveBeenCalled();
    act(() => editor()!.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
    expect(commit).toHaveBeenCalledWith({ id: 7 }, expect.anything(), 'new', expect.any(Function));
  });
});
