// The countries of an overseas case on its detail page: one row per country (classes, basis, its three fees) and
// the totals per fee kind and currency. Cards on a phone.
import { Card, Descriptions, Grid, Table } from 'antd';
import { formatMoney } from '../../../shared/money';
import { useT } from '../i18n';
import { FEE_KINDS } from '../shared/overseas';

type Rec = Record<string, any>;

const money = (m: Rec | undefined | null) => (m && typeof m.amount === 'string' ? formatMoney({ amount: m.amount, currency: m.currency }) : '-');
const countryText = (r: Rec) => `${r.countryName ?? ''} ${r.appCountry ?? ''}`.trim();
const classesText = (r: Rec) => (Array.isArray(r.tmCl) ? r.tmCl.join('、') : '-');

export function CountryItems({ biz }: { biz: Rec }) {
  const t = useT();
  const items: Rec[] = Array.isArray(biz.tmItems) ? biz.tmItems : [];
  const wide = Grid.useBreakpoint().md !== false;
  if (!wide)
    return (
      <div className="ipms-case-country-cards" data-testid="case-countries">
        {items.map((r) => (
          <Card key={String(r.appCountry)} size="small" title={countryText(r)} className="ipms-case-country-card">
            <Descriptions size="small" column={1}>
              <Descriptions.Item label={t('cases.classes')}>{classesText(r)}</Descriptions.Item>
              <Descriptions.Item label={t('cases.applyBasic')}>{r.applyBasic ?? '-'}</Descriptions.Item>
              {FEE_KINDS.map((k) => <Descriptions.Item key={k} label={t(`cases.${k}`)}>{money(r[k])}</Descriptions.Item>)}
            </Descriptions>
          </Card>
        ))}
      </div>
    );
  return (
    <Table
      size="small"
      rowKey={(r) => String(r.appCountry)}
      pagination={false}
      dataSource={items}
      scroll={{ x: 720 }}
      data-testid="case-countries"
      columns={[
        { key: 'country', title: t('cases.country'), render: (_, r) => countryText(r) },
        { key: 'classes', title: t('cases.classes'), render: (_, r) => classesText(r) },
        { key: 'basis', title: t('cases.applyBasic'), render: (_, r) => r.applyBasic ?? '-' },
        ...FEE_KINDS.map((k) => ({ key: k, title: t(`cases.${k}`), align: 'right' as const, render: (_: unknown, r: Rec) => money(r[k]) })),
      ]}
    />
  );
}
