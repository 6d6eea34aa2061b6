// /brand/caseList: the cases screen (schemas/screens/cases.json) through the generic list runtime, with the
// case types as tabs above the filter form, each with its count (caseTypeStatistics). A tab sets the caseType
// filter; the counts are read again after every search.
import { PlusOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tabs } from 'antd';
import { useNavigate } from 'react-router-dom';
import { caseForms, type CaseFormKey } from '../../../generated/case-forms';
import { useEffect, useState } from 'react';
import { screen as casesScreen } from '../../../generated/screens/cases';
import { api } from '../../../client/request/api';
import type { PageProps } from '../../../client/pages/registry';
import { SchemaList } from '../../../client/runtime/list/SchemaList';
import type { ListRuntime } from '../../../client/runtime/list/listRuntime';
import { WidgetHost } from '../../../client/runtime/widgets/WidgetHost';
import { useStore } from '../../../client/runtime/store';
import { useSettings } from '../../../client/settings/settings';
import { useT } from '../i18n';
import { activeTab, caseTabs, filterOfTab, type TypeCount } from './caseTabs';
import { formsWithPages } from './formRoutes';

function CaseTypeTabs({ rt }: { rt: ListRuntime }) {
  const t = useT();
  const { language } = useSettings();
  const [stats, setStats] = useState<{ total: number; list: TypeCount[] } | null>(null);
  const caseType = useStore(rt.filter.store, (s) => s.values.caseType);
  useEffect(() => {
    let live = true;
    const load = () => void api.caseManage.caseTypeStatistics({}, { noLoading: true }).then((s) => live && setStats(s)).catch(() => undefined);
    load();
    const unlisten = rt.filter.onSearch(load);
    return () => {
      live = false;
      unlisten();
    };
  }, [rt]);
  const navigate = useNavigate();
  const lang = language === 'en' ? 'en' : 'zh';
  const tabs = caseTabs(stats, lang, t('cases.allTypes'), activeTab(caseType));
  // 新建案件: one entry per case form that has a page.
  // Designed forms appear here as soon as they are published (read at mount, no rebuild).
  const [designed, setDesigned] = useState<Array<{ formId: number; labelZh: string; labelEn: string }>>([]);
  useEffect(() => void api.caseDesign.publishedForms({}, { noLoading: true }).then((r) => setDesigned(r.list), () => undefined), []);
  const create = [
    ...formsWithPages().map((f) => ({ key: f.path, label: caseForms[f.caseType as CaseFormKey]?.label[lang] ?? f.caseType })),
    ...designed.map((f) => ({ key: `/case-custom?formId=${f.formId}`, label: lang === 'en' ? f.labelEn : f.labelZh })),
  ];
  return (
    <Tabs
      className="ipms-case-tabs"
      tabBarExtraContent={
        create.length ? (
          <Dropdown menu={{ items: create, onClick: ({ key }) => navigate(key) }} trigger={['click']}>
            <Button type="primary" icon={<PlusOutlined />} data-testid="case-new">{t('cases.new')}</Button>
          </Dropdown>
        ) : null
      }
      activeKey={activeTab(caseType)}
      items={tabs.map((x) => ({ key: x.key, label: t('cases.tabCount', { label: x.label, n: x.count }) }))}
      onChange={(key) => {
        rt.filter.setValue('caseType', filterOfTab(key));
        rt.filter.search();
      }}
    />
  );
}

export default function CaseListPage({ route }: PageProps) {
  const screen = casesScreen;
  return (
    <>
      <SchemaList key={screen.screen} screen={screen} path={route.path} header={(rt) => <CaseTypeTabs rt={rt} />} />
      <WidgetHost />
    </>
  );
}
