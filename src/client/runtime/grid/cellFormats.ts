// Named cell renderers for data columns (screen column `format`, e.g. "tmStatus", "goods", "tags"): a
// registry instead of type switches in the grid. Modules register lazy loaders, so a renderer's code loads
// with the first screen that shows it (preloadCellFormats starts it beside the grid chunk). A format that
// names no renderer stays a dayjs/number format.
import type { ComponentType } from 'react';
import type { ICellRendererParams } from 'ag-grid-community';
import { lazyComponent } from '../lazyComponent';

export type FormatCellProps = ICellRendererParams;
export type CellFormatLoader = () => Promise<ComponentType<FormatCellProps>>;

const loaders = new Map<string, CellFormatLoader>();
const components = new Map<string, ComponentType<FormatCellProps>>();

export function registerCellFormats(formats: Record<string, CellFormatLoader>) {
  for (const [name, load] of Object.entries(formats)) {
    if (loaders.has(name)) throw new Error(`cell format ${name} is registered twice`);
    loaders.set(name, load);
  }
}

/** Starts loading the renderers a screen's columns name (called beside the grid chunk). */
export function preloadCellFormats(names: Array<string | undefined>) {
  for (const n of names) if (n && loaders.has(n)) void loaders.get(n)!().catch(() => undefined);
}

export function cellFormat(name: string | undefined): ComponentType<FormatCellProps> | undefined {
  if (!name) return undefined;
  const known = components.get(name);
  if (known) return known;
  const load = loaders.get(name);
  if (!load) return undefined;
  // Each cell renders in its own React root inside ag-grid: the lazy renderer brings its own boundary.
  const Cell = lazyComponent(load, `CellFormat(${name})`);
  components.set(name, Cell);
  return Cell;
}
