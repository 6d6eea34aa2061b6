// ag-grid setup for the list screens: only the modules the lists use (Infinite Row Model, column state for
// sort presets, cell refresh after an in-place edit, scrolling a new column into view, cell classes), and a
// Quartz theme matched to antd.
// Paging is ours (the grid holds the page shown) and custom-field cells edit themselves: ag-grid's
// pagination and editing modules would add 43 KB gzip to every list's first load.
// Imported only from the list runtime, so the grid stays out of the login page and the shell.
import {
  CellStyleModule,
  colorSchemeDark,
  ColumnApiModule,
  InfiniteRowModelModule,
  RenderApiModule,
  ScrollApiModule,
  themeQuartz,
  ValidationModule,
  type Module,
} from 'ag-grid-community';

export const gridModules: Module[] = [
  InfiniteRowModelModule,
  ColumnApiModule,
  RenderApiModule,
  ScrollApiModule,
  CellStyleModule,
  // Readable errors for wrong options and missing modules while developing; left out of production.
  ...(import.meta.env.DEV ? [ValidationModule] : []),
];

export const ROW_HEIGHT = 44;

export function gridTheme(primary: string, dark: boolean) {
  const base = dark ? themeQuartz.withPart(colorSchemeDark) : themeQuartz;
  return base.withParams({
    accentColor: primary,
    fontFamily: 'inherit',
    headerFontFamily: 'inherit',
    fontSize: 14,
    headerFontSize: 14,
    headerFontWeight: 600,
    foregroundColor: dark ? 'rgba(255, 255, 255, 0.85)' : 'rgba(0, 0, 0, 0.88)',
    backgroundColor: dark ? '#141414' : '#ffffff',
    headerBackgroundColor: dark ? '#1d1d1d' : '#fafafa',
    borderColor: dark ? '#303030' : '#f0f0f0',
    rowHoverColor: dark ? '#1f1f1f' : '#fafafa',
    selectedRowBackgroundColor: dark ? 'rgba(255, 255, 255, 0.06)' : `color-mix(in srgb, ${primary} 8%, transparent)`,
    wrapperBorderRadius: 8,
    borderRadius: 6,
    rowHeight: ROW_HEIGHT,
    autoHeightMinBodyHeight: 160,
    headerHeight: ROW_HEIGHT,
    cellHorizontalPadding: 12,
    columnBorder: false,
    headerColumnResizeHandleColor: dark ? '#424242' : '#e8e8e8',
  });
}
