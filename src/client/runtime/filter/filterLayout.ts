// Layout rules of the filter form (spec 4, 9): spans per breakpoint, which rows show while collapsed and
// whether the expand/collapse toggle shows at all.
//
// The form is a grid of `cols` columns (1, 2, 2, 3, 4 for xs..xl); the buttons take the last cell of the
// last line. Collapsed, the form keeps `2 - defulteNum` lines (default defulteNum 1, so one line) and the
// buttons' cell: the leading rows whose spans fit into lines x cols - 1 cells. The toggle shows only when
// the rows' spans reach that capacity - with the default one line: when they reach the column count.
import { DEFAULT_COLUMNS, type Breakpoint } from '../breakpoints';
import type { FilterConfig, FilterRow } from '../screen-types';

export function columnsFor(bp: Breakpoint): number {
  return DEFAULT_COLUMNS[bp];
}

/** A row's span at a breakpoint: spans[bp], else span, else 1; never wider than the grid. */
export function spanOf(row: FilterRow, bp: Breakpoint, cols = columnsFor(bp)): number {
  const span = row.spans?.[bp] ?? row.span ?? 1;
  return Math.max(1, Math.min(cols, Math.floor(span)));
}

export function collapsedLines(config: Pick<FilterConfig, 'defulteNum'>): number {
  return Math.max(1, 2 - (config.defulteNum ?? 1));
}

export interface FilterLayout {
  cols: number;
  /** The rows to render, in order. */
  rows: FilterRow[];
  /** Rows hidden by the collapsed state. */
  hiddenCount: number;
  /** Whether the expand/collapse toggle shows. */
  collapsible: boolean;
}

export function layoutFilter(config: FilterConfig, bp: Breakpoint, collapsed: boolean): FilterLayout {
  const cols = columnsFor(bp);
  const shown = config.rows.filter((r) => r.show !== false);
  const totalSpan = shown.reduce((n, r) => n + spanOf(r, bp, cols) + (r.offset ?? 0), 0);
  const capacity = collapsedLines(config) * cols - 1;
  const collapsible = !!config.showCollapse && totalSpan >= capacity + 1;
  if (!collapsible || !collapsed) return { cols, rows: shown, hiddenCount: 0, collapsible };
  const rows: FilterRow[] = [];
  let used = 0;
  for (const row of shown) {
    const span = spanOf(row, bp, cols) + (row.offset ?? 0);
    if (used + span > capacity) break;
    used += span;
    rows.push(row);
  }
  // A first row wider than the capacity still shows, so the collapsed form is never empty.
  if (rows.length === 0 && shown.length) rows.push(shown[0]);
  return { cols, rows, hiddenCount: shown.length - rows.length, collapsible };
}
