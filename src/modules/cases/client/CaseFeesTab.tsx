// The fees tab of the case detail: a row per country item (tmItems: official, agency, sundry fees) and the case's
// own fees block, then the totals per currency, summed exactly (shared/fees.ts).
import { Empty, Table, Typography } from 'antd';
import { dictLabel } from '../../../client/i18n/dict';
import { formatMoney } from '../../../shared/money';
import { useT } from '../i18n';
import { FEE_KINDS, feeRows, feeTotals, type FeeRow } from '../shared/fees';

export default function CaseFeesTab({ biz }: { biz: Record<string, any> }) {
  const t = useT();
  const rows = feeRows(biz, (code) => (code ? dictLabel('Case.countries', code) : ''), t('cases.feeCase'));
  if (!rows.length) return <Empty description={t('cases.noFees')} />;
  const totals = feeTotals(rows);
  const money = (m: FeeRow['officialFees']) => (m ? formatMoney(m) : '-');
  return (
    <div data-testid="case-fees">
      <Table<FeeRow>
        size="small"
        rowKey="key"
        pagination={false}
        scroll={{ x: true }}
        dataSource={rows}
        columns={[
          { dataIndex: 'label', title: t('cases.feeItem') },
          ...FEE_KINDS.map((k) => ({ key: k, title: t(`cases.${k}`), align: 'right' as const, render: (_: unknown, r: FeeRow) => money(r[k]) })),
          { key: 'sum', title: t('cases.feeSum'), align: 'right' as const, render: (_: unknown, r: FeeRow) => feeTotals([r]).map((x) => formatMoney({ amount: x.total, currency: x.currency })).join(' + ') },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>{t('cases.feesTotal')}</Typography.Title>
      <Table
        size="small"
        rowKey="currency"
        pagination={false}
        scroll={{ x: true }}
        dataSource={totals}
        data-testid="case-fee-totals"
        columns={[
          { dataIndex: 'currency', title: t('cases.feeCurrency') },
          ...FEE_KINDS.map((k) => ({ dataIndex: k, title: t(`cases.${k}`), align: 'right' as const, render: (v: string, r: { currency: string }) => formatMoney({ amount: v, currency: r.currency }) })),
          { dataIndex: 'total', title: t('cases.feesTotal'), align: 'right' as const, render: (v: string, r: { currency: string }) => <b>{formatMoney({ amount: v, currency: r.currency })}</b> },
        ]}
      />
    </div>
  );
}
