// The list grid: ag-grid Infinite Row Model with one block per page (cacheBlockSize = page size) and ag-grid
// pagination driven by the antd bar below it (GridPagination), server-side multi-column sort, the empty
// state, and the commands of the list controller (reset, refresh, go to page, apply a sort).
import type { ColDef, GridApi, GridReadyEvent, PaginationChangedEvent, SortChangedEvent } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useT } from '../../i18n';
import { useSettings } from '../../settings/settings';
import { EmptyHint } from '../EmptyHint';
import type { ListController, Row } from '../list/listController';
import { useStore } from '../store';
import { gridModules, gridTheme } from './agGrid';
import type { GridContext } from './cells';
import './grid.css';

export interface DataGridProps {
  list: ListController;
  columnDefs: ColDef<Row>[];
  context: GridContext;
}

function pageRowsOf(api: GridApi<Row>): Row[] {
  const size = api.paginationGetPageSize();
  const start = api.paginationGetCurrentPage() * size;
  const rows: Row[] = [];
  for (let i = start; i < start + size; i++) {
    const node = api.getDisplayedRowAtIndex(i);
    if (!node) break;
    if (node.data) rows.push(node.data);
  }
  return rows;
}

export function DataGrid({ list, columnDefs, context }: DataGridProps) {
  const { primaryColor, dark } = useSettings();
  const theme = useMemo(() => gridTheme(primaryColor, dark), [primaryColor, dark]);
  const apiRef = useRef<GridApi<Row> | null>(null);
  const total = useStore(list.store, (s) => s.total);
  const loaded = useStore(list.store, (s) => s.loaded);
  // A failed load over rows still shown (a refresh) keeps them; the toast said why.
  const failed = useStore(list.store, (s) => s.error && !s.loading && s.pageRows.length === 0);
  const t = useT();
  // Page size reaches the grid through commands only: as a reactive prop it would reset the cache twice.
  const [initialPageSize] = useState(() => list.state.pageSize);
  // The first datasource; later ones come with 'reset' commands.
  const initialDatasource = useMemo(() => list.datasource(), [list]);

  useEffect(
    () =>
      list.onCommand((c) => {
        const api = apiRef.current;
        if (!api || api.isDestroyed()) return;
        switch (c.type) {
          case 'reset': {
            const size = list.state.pageSize;
            if (api.getGridOption('cacheBlockSize') !== size) {
              // A new block size rebuilds the cache by itself (one request, not two).
              api.setGridOption('cacheBlockSize', size);
              api.setGridOption('paginationPageSize', size);
            } else {
              api.setGridOption('datasource', list.datasource());
            }
            api.paginationGoToPage(0);
            break;
          }
          case 'refresh':
            api.refreshInfiniteCache();
            break;
          case 'goto':
            api.paginationGoToPage(c.page - 1);
            break;
          case 'reveal':
            // After the new column definitions reached the grid.
            setTimeout(() => !api.isDestroyed() && api.getColumn(c.colId) && api.ensureColumnVisible(c.colId, 'end'), 50);
            break;
          case 'sort':
            api.applyColumnState({
              state: c.sorts.map((s, i) => ({ colId: s.key, sort: s.asc ? 'asc' : 'desc', sortIndex: i })),
              defaultState: { sort: null },
            });
            break;
        }
      }),
    [list],
  );

  const onGridReady = (e: GridReadyEvent<Row>) => {
    apiRef.current = e.api;
  };
  const onPaginationChanged = (e: PaginationChangedEvent<Row>) => {
    if (e.newPage || e.newData) list.pageShown(e.api.paginationGetCurrentPage(), pageRowsOf(e.api));
  };
  const onSortChanged = (e: SortChangedEvent<Row>) => {
    // A new sort starts again from page 1 (the infinite cache reloads by itself).
    if (e.api.paginationGetCurrentPage() !== 0) e.api.paginationGoToPage(0);
  };

  return (
    <div className="ipms-grid">
      <AgGridReact<Row>
        modules={gridModules}
        theme={theme}
        rowModelType="infinite"
        datasource={initialDatasource}
        cacheBlockSize={initialPageSize}
        paginationPageSize={initialPageSize}
        pagination
        suppressPaginationPanel
        maxBlocksInCache={1}
        maxConcurrentDatasourceRequests={1}
        infiniteInitialRowCount={1}
        domLayout="autoHeight"
        columnDefs={columnDefs}
        context={context}
        getRowId={(p) => String(p.data.id)}
        defaultColDef={{ sortingOrder: ['asc', 'desc', null], resizable: true, suppressHeaderMenuButton: true }}
        suppressNoRowsOverlay
        suppressLoadingOverlay
        suppressCellFocus
        suppressDragLeaveHidesColumns
        enableCellTextSelection
        ensureDomOrder
        onGridReady={onGridReady}
        onPaginationChanged={onPaginationChanged}
        onSortChanged={onSortChanged}
      />
      {loaded && (total === 0 || failed) && (
        <div className="ipms-grid-empty">
          <EmptyHint text={failed ? t('list.loadFailed') : undefined} />
        </div>
      )}
    </div>
  );
}
