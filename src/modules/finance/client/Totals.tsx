// Totals per currency of a finance list on its applied filter (finance.entryTotals / billTotals), read again after
// every search: one line per currency, never summed across currencies.
import { Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { formatAmount } from '../../../shared/money';
import type { ListRuntime } from '../../../client/runtime/list/listRuntime';
import { useStore } from '../../../client/runtime/store';
import { useT } from '../i18n';

export interface Total { currency: string; count: number; amount: string; paid: string; open: string }

export function Totals({ rt, load, bills }: { rt: ListRuntime; load: (body: { filters: Record<string, unknown> }) => Promise<Total[]>; bills?: boolean }) {
  const t = useT();
  const filters = useStore(rt.list.store, (s) => s.filters);
  const [totals, setTotals] = useState<Total[] | null>(null);
  useEffect(() => {
    let alive = true;
    load({ filters }).then((r) => alive && setTotals(r), () => alive && setTotals(null));
    return () => {
      alive = false;
    };
  }, [filters, load]);
  if (!totals) return null;
  return (
    <div className="ipms-finance-totals" data-testid={bills ? 'bill-totals' : 'entry-totals'}>
      <Typography.Text type="secondary">{t('finance.totals')}：</Typography.Text>
      {totals.length === 0 ? (
        <Typography.Text type="secondary">{t('finance.totals.none')}</Typography.Text>
      ) : (
        <Space wrap size={[8, 4]}>
          {totals.map((x) => (
            <Tag key={x.currency} color="blue" data-testid={`total-${x.currency}`}>
              {x.currency} {formatAmount(x.amount, x.currency)}（{t('finance.totals.count', { n: x.count })}
              {bills ? `，${t('finance.totals.paid', { amount: formatAmount(x.paid, x.currency) })}，${t('finance.totals.open', { amount: formatAmount(x.open, x.currency) })}` : ''}）
            </Tag>
          ))}
        </Space>
      )}
    </div>
  );
}
