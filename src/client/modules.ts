// What a business module contributes to the client platform. Each module's client entry
// (src/modules/<module>/client.ts) exports one ClientModule; the composition root (src/main.client.tsx)
// registers them all before the first render. Everything here is a lazy loader, so registering costs the
// entry chunk nothing but the module's names.
import type { ComponentKey } from '../generated/routes';
import type { PageLoader } from './pages/registry';
import { registerPages } from './pages/registry';
import { registerCellFormats, type CellFormatLoader } from './runtime/grid/cellFormats';
import { registerFormComponents, type FormComponentLoader } from './runtime/form/formComponents';
import { registerHistoryActions, type HistoryActionLoader } from './runtime/history/historyActions';
import { registerWidgets, type WidgetLoader } from './runtime/widgets/registry';

export interface ClientModule {
  name: string;
  /** Pages by the route tree's component key (schemas/menus/routes.json). */
  pages?: Partial<Record<ComponentKey, PageLoader>>;
  /** Widgets screen buttons open (action type 'widget'). */
  widgets?: Record<string, WidgetLoader>;
  /** Grid cell renderers by a column's `format`. */
  cellFormats?: Record<string, CellFormatLoader>;
  /** Formily components by x-component name. */
  formComponents?: Record<string, FormComponentLoader>;
  /** Buttons on record-history entries, by the entry's action. */
  historyActions?: Record<string, HistoryActionLoader>;
}

export function registerClientModules(modules: readonly ClientModule[]) {
  for (const m of modules) {
    if (m.pages) registerPages(m.pages);
    if (m.widgets) registerWidgets(m.widgets);
    if (m.cellFormats) registerCellFormats(m.cellFormats);
    if (m.formComponents) registerFormComponents(m.formComponents);
    if (m.historyActions) registerHistoryActions(m.historyActions);
  }
}
