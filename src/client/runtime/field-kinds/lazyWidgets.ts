// Editors and settings panels of the platform's kinds whose code loads on first use (a form dialog, the batch
// edit dialog, the custom-fields designer), so a list's first load carries only what filters and cells need.
// The sync parts (a settings panel's check/clean, an editor's availability) stay with the kind: callers read
// them without waiting.
import type { ComponentType } from 'react';
import { lazyComponent } from '../lazyComponent';
import type { ConfigPanelProps, ConfigWidget, EditorProps, EditorWidget } from './contracts';

export function lazyEditor(load: () => Promise<EditorWidget>, name: string, available?: () => boolean): EditorWidget {
  const Component: ComponentType<EditorProps> = lazyComponent(() => load().then((w) => w.Component), `Editor(${name})`);
  return available ? { Component, available } : { Component };
}

export function lazyConfig(load: () => Promise<ConfigWidget>, name: string, rules: Pick<ConfigWidget, 'check' | 'clean'> = {}): ConfigWidget {
  const Panel: ComponentType<ConfigPanelProps> = lazyComponent(
    () => load().then((w) => w.Panel ?? (() => null)),
    `Settings(${name})`,
  );
  return { Panel, ...rules };
}
