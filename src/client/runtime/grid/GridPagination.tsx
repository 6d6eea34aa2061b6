// Pagination bar (spec 2.16, 5, 9): 共 N 条, sizes 10/20/30/50/100, a hint when the total was capped at 10000;
// while a slow total is counted after its page (totalPending), the pages known so far and a note that it is counting.
import { Pagination } from 'antd';
import { useT } from '../../i18n';
import { PAGE_SIZES, type ListController } from '../list/listController';
import { useStore } from '../store';

export function GridPagination({ list }: { list: ListController }) {
  const t = useT();
  const { total, totalCapped, totalPending, pageNo, pageSize } = useStore(list.store, (s) => s);
  return (
    <div className="ipms-list-pagination">
      {totalCapped && <span className="ipms-list-capped">{t('list.totalCapped')}</span>}
      <Pagination
        size="small"
        total={total}
        current={pageNo}
        pageSize={pageSize}
        pageSizeOptions={PAGE_SIZES.map(String)}
        showSizeChanger
        showQuickJumper
        showTotal={(n) => (totalPending ? t('list.totalPending') : t('list.total', { total: n }))}
        onChange={(page, size) => {
          if (size !== pageSize) list.setPageSize(size);
          else list.goToPage(page);
        }}
      />
    </div>
  );
}
