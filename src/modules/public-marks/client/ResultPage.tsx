// A page of search results (name search and image search alike): the total, the marks, the pager; or the empty
// hint when nothing matched.
import { Empty, Pagination, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '../i18n';

const PAGE_SIZES = [10, 20, 30, 50, 100];

export function ResultPage(props: { count: number; total: number; pageNo: number; pageSize: number; onPage: (pageNo: number, pageSize: number) => void; empty: string; testId?: string; children: ReactNode }) {
  const t = useT();
  if (!props.count) return <Empty description={props.empty} />;
  return (
    <>
      <Typography.Text type="secondary" data-testid="pm-total">
        {t('pm.search.total', { n: props.total })}
      </Typography.Text>
      <div style={{ marginTop: 8 }} data-testid={props.testId}>
        {props.children}
      </div>
      <Pagination size="small" current={props.pageNo} pageSize={props.pageSize} total={props.total} showSizeChanger pageSizeOptions={PAGE_SIZES} onChange={props.onPage} />
    </>
  );
}
