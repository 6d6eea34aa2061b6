// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { customFieldKinds } from '../../../generated/field-kinds';
import { fieldKindImpl } from '../../runtime/field-kinds';
import { cellEditorOf } from './cells';
import { configWidgetOf, editorOf } from './forms';
import { registerFileUploader } from './uploader';

describe('custom-field kinds in the field-kind registry', () => {
  it('have every widget their definition names (a new type needs only its schema and its kind entry)', () => {
    for (const t of customFieldKinds) {
      const impl = fieldKindImpl(t.kind);
      expect(impl, t.kind).toBeDefined();
      expect(impl!.cell.text, `${t.kind} cell`).toBeTypeOf('function');
      expect(impl!.cellEditor.Component, `${t.kind} cell editor`).toBeDefined();
      expect(impl!.editor.Component, `${t.kind} editor`).toBeDefined();
      // A kind whose definition names a settings panel has one.
      if (t.widgets.config !== 'none') expect(configWidgetOf(t).Panel, `${t.kind} config`).toBeTruthy();
    }
  });

  it('edit attachments through the registered upload (the general upload by default), read-only without one', () => {
    const attachment = customFieldKinds.find((t) => t.kind === 'attachment')!;
    expect(cellEditorOf(attachment)).toBeUndefined(); // added from the cell's own button, not by double-click
    expect(editorOf(attachment)).toBeDefined();
    registerFileUploader(null);
    expect(editorOf(attachment)).toBeUndefined();
    registerFileUploader(async (file) => ({ uid: '1', name: file.name, size: file.size, path: 'p' }));
    expect(editorOf(attachment)).toBeDefined();
    const text = customFieldKinds.find((t) => t.kind === 'singleLineText')!;
    expect(cellEditorOf(text)?.popup).toBe(false);
  });
});
