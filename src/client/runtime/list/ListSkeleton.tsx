// Skeleton of a list screen (issue 18: first paint): a card with a filter line, a toolbar and grey rows, drawn
// with the ipms-sk-* classes that index.html defines inline - the same frame the page shows before any script
// ran, so the list appears in place without a jump. Shown while a list page's code or definition loads and
// while the grid's code loads (rows only).
const ROWS = 8;

export function SkeletonRows({ rows = ROWS }: { rows?: number }) {
  return (
    <div className="ipms-sk-rows" aria-hidden>
      <div className="ipms-sk-row ipms-sk-head" />
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="ipms-sk-row">
          <span className="ipms-sk-bar" style={{ width: `${[62, 48, 70, 55][i % 4]}%` }} />
        </div>
      ))}
    </div>
  );
}

export function ListSkeleton() {
  return (
    <div className="ipms-sk-card" data-testid="list-skeleton" aria-busy>
      <div className="ipms-sk-filter">
        <span className="ipms-sk-bar" />
        <span className="ipms-sk-bar" />
      </div>
      <div className="ipms-sk-toolbar">
        <span className="ipms-sk-btn" />
        <span className="ipms-sk-btn" />
        <span className="ipms-sk-btn" />
      </div>
      <SkeletonRows />
    </div>
  );
}
