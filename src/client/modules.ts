// What a business module contributes to the client platform. Each module's client entry
// (src/modules/<module>/client.ts) exports one ClientModule; the composition root (src/main.client.tsx)
// registers them all before the first render. Everything here is a lazy loader, so registering costs the
// entry chunk nothing but the module's names.
import type { ComponentKey } from '../generated/routes';
import { registerShellExtras, type ShellExtraLoader } from './layout/shellExtras';
import type { PageLoader } from './pages/registry';
import { registerPages } from './pages/registry';
import type { FieldKindLoader } from './runtime/field-kinds/contracts';
import { registerFieldKindLoaders } from './runtime/field-kinds/registry';
import { registerHistoryActions, type HistoryActionLoader } from './runtime/history/historyActions';
import { registerWidgets, type WidgetLoader } from './runtime/widgets/registry';

export interface ClientModule {
  name: string;
  /** Pages by the route tree's component key (schemas/menus/routes.json). */
  pages?: Partial<Record<ComponentKey, PageLoader>>;
  /** Widgets screen buttons open (action type 'widget'). */
  widgets?: Record<string, WidgetLoader>;
  /**
   * The module's field kinds (schemas/field-kinds/<kind>.json with `module` set): filter widget, form editor or
   * Formily component, cell and cell editor, loaded on first use.
   */
  fieldKinds?: Record<string, FieldKindLoader>;
  /** Buttons on record-history entries, by the entry's action. */
  historyActions?: Record<string, HistoryActionLoader>;
  /** Shown once in the signed-in shell beside every page (e.g. a dialog the module opens by itself). */
  shellExtras?: ShellExtraLoader[];
}

export function registerClientModules(modules: readonly ClientModule[]) {
  for (const m of modules) {
    if (m.pages) registerPages(m.pages);
    if (m.widgets) registerWidgets(m.widgets);
    if (m.fieldKinds) registerFieldKindLoaders(m.fieldKinds);
    if (m.historyActions) registerHistoryActions(m.historyActions);
    if (m.shellExtras) registerShellExtras(m.shellExtras);
  }
}
