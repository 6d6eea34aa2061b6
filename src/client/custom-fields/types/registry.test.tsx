// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { customFieldKinds } from '../../../generated/field-kinds';
import { cellEditorOf, cellEditorWidgets, cellWidgets } from './cells';
import { configWidgets, editorOf, editorWidgets } from './forms';
import { registerFileUploader } from './uploader';

describe('widget registries', () => {
  it('resolve every widget the generated types name (a new type needs only its schema and widgets)', () => {
    for (const t of customFieldKinds) {
      expect(cellWidgets[t.widgets.cell], `${t.type} cell`).toBeDefined();
      expect(cellEditorWidgets[t.widgets.cellEditor], `${t.type} cell editor`).toBeDefined();
      expect(editorWidgets[t.widgets.editor], `${t.type} editor`).toBeDefined();
      expect(configWidgets[t.widgets.config], `${t.type} config`).toBeDefined();
    }
  });

  it('edit attachments through the registered upload (the general upload by default), read-only without one', () => {
    const attachment = customFieldKinds.find((t) => t.type === 'attachment')!;
    expect(cellEditorOf(attachment)).toBeUndefined(); // added from the cell's own button, not by double-click
    expect(editorOf(attachment)).toBeDefined();
    registerFileUploader(null);
    expect(editorOf(attachment)).toBeUndefined();
    registerFileUploader(async (file) => ({ uid: '1', name: file.name, size: file.size, path: 'p' }));
    expect(editorOf(attachment)).toBeDefined();
    const text = customFieldKinds.find((t) => t.type === 'singleLineText')!;
    expect(cellEditorOf(text)?.popup).toBe(false);
  });
});
