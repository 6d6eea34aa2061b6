// /brand/financeAll: the finance entries and the bills, each its schema screen through the generic list runtime
// (financeEntries.json, financeBills.json), as two tabs; above each list its totals per currency on the applied
// filter. A custom page only for the tabs and the totals line (the lists themselves are the runtime's).
import { Tabs } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { screen as billsScreen } from '../../../generated/screens/financeBills';
import { screen as entriesScreen } from '../../../generated/screens/financeEntries';
import { api } from '../../../client/request/api';
import type { PageProps } from '../../../client/pages/registry';
import { SchemaList } from '../../../client/runtime/list/SchemaList';
import { WidgetHost } from '../../../client/runtime/widgets/WidgetHost';
import { useT } from '../i18n';
import { Totals } from './Totals';
import './finance.css';

const entryTotals = (body: { filters: Record<string, unknown> }) => api.finance.entryTotals(body as never, { noLoading: true });
const billTotals = (body: { filters: Record<string, unknown> }) => api.finance.billTotals(body as never, { noLoading: true });

export default function FinanceAllPage({ route }: PageProps) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useState(params.get('tab') === 'bills' ? 'bills' : 'entries');
  return (
    <>
      <Tabs
        className="ipms-finance-tabs"
        activeKey={tab}
        onChange={(k) => {
          setTab(k);
          setParams(k === 'bills' ? { tab: 'bills' } : {}, { replace: true });
        }}
        destroyOnHidden
        items={[
          {
            key: 'entries',
            label: t('finance.tab.entries'),
            children: <SchemaList key="entries" screen={entriesScreen} path={route.path} header={(rt) => <Totals rt={rt} load={entryTotals} />} />,
          },
          {
            key: 'bills',
            label: t('finance.tab.bills'),
            children: <SchemaList key="bills" screen={billsScreen} path={`${route.path}?tab=bills`} header={(rt) => <Totals rt={rt} load={billTotals} bills />} />,
          },
        ]}
      />
      <WidgetHost />
    </>
  );
}
