// The list grid: ag-grid Infinite Row Model holding one block, the page shown (cacheBlockSize = page size);
// the antd bar below it (GridPagination) moves pages through the list controller, which serves the block
// for the current page. Server-side multi-column sort, the empty state, and the commands of the list
// controller (reset, refresh, go to page, apply a sort). No ag-grid pagination module: it weighed 15 KB gzip.
import type { ColDef, GridApi, GridReadyEvent } from 'ag-grid-community';
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

// Props ag-grid compares by identity: a new object on every render (the total arriving, a page loading) made the
// grid rebuild every column, some 200 ms of a list's first load.
const DEFAULT_COL_DEF: ColDef<Row> = { sortingOrder: ['asc', 'desc', null], resizable: true, suppressHeaderMenuButton: true };
const rowIdOf = (p: { data: Row }) => String(p.data.id);

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
            // A new block size rebuilds the cache by itself (one request, not two).
            if (api.getGridOption('cacheBlockSize') !== size) api.setGridOption('cacheBlockSize', size);
            else api.setGridOption('datasource', list.datasource());
            break;
          }
          // The block is the current page: reloading it shows the page the controller is on. The rows shown
          // stay until the new ones arrive.
          case 'refresh':
          case 'goto':
            api.refreshInfiniteCache();
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

  return (
    <div className="ipms-grid">
      <AgGridReact<Row>
        modules={gridModules}
        theme={theme}
        rowModelType="infinite"
        datasource={initialDatasource}
        cacheBlockSize={initialPageSize}
        maxBlocksInCache={1}
        maxConcurrentDatasourceRequests={1}
        infiniteInitialRowCount={1}
        domLayout="autoHeight"
        columnDefs={columnDefs}
        context={context}
        getRowId={rowIdOf}
        defaultColDef={DEFAULT_COL_DEF}
        suppressNoRowsOverlay
        suppressLoadingOverlay
        suppressCellFocus
        suppressDragLeaveHidesColumns
        enableCellTextSelection
        ensureDomOrder
        onGridReady={onGridReady}
      />
      {loaded && (total === 0 || failed) && (
        <div className="ipms-grid-empty">
          <EmptyHint text={failed ? t('list.loadFailed') : undefined} />
        </div>
      )}
    </div>
  );
}
