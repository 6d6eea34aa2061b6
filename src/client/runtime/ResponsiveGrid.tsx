// Responsive CSS grid (spec 2.16 / 9): gap 20 by 0 (column gap 20, row gap 0), default span 1, columns per
// breakpoint (1, 2, 2, 3, 4 unless given). Children set their span with <ResponsiveGrid.Item span>.
import type { CSSProperties, ReactNode } from 'react';
import { DEFAULT_COLUMNS, useBreakpoint, type Breakpoint } from './breakpoints';

export interface ResponsiveGridProps {
  columns?: Partial<Record<Breakpoint, number>>;
  /** [column gap, row gap] in px. */
  gap?: [number, number];
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}

export function gridColumnsFor(bp: Breakpoint, columns?: Partial<Record<Breakpoint, number>>): number {
  return columns?.[bp] ?? DEFAULT_COLUMNS[bp];
}

export function ResponsiveGrid({ columns, gap = [20, 0], className, style, children }: ResponsiveGridProps) {
  const bp = useBreakpoint();
  const cols = gridColumnsFor(bp, columns);
  return (
    <div
      className={className}
      style={{ display: 'grid', gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))`, columnGap: gap[0], rowGap: gap[1], ...style }}
    >
      {children}
    </div>
  );
}

function Item({ span = 1, offset = 0, column, style, children, ...rest }: { span?: number; offset?: number; column?: number; style?: CSSProperties; children?: ReactNode } & Record<`data-${string}`, string>) {
  const gridColumn = column ? `${column} / span ${span}` : offset ? `${offset + 1} / span ${span}` : `span ${span}`;
  return (
    <div style={{ gridColumn, minWidth: 0, ...style }} {...rest}>
      {children}
    </div>
  );
}
ResponsiveGrid.Item = Item;
