// The tenant's own grouping of countries (/countryCtg/treeList, /countryCtg/reSave): named groupings of
// countries and regional offices, saved as a whole. Editing needs the countryCtgEdit permission.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Input, Space, Spin, TreeSelect } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import type { CountryNode } from '../../../generated/types';
import { useT } from '../i18n';
import { api } from '../../../client/request/api';
import { notify } from '../../../client/request/notify';
import { usePermission } from '../../../client/session/permission';
import { useSettings } from '../../../client/settings/settings';
import { loadCountryTree } from './CountryPicker';
import { codesOf, toOptions } from './countryTreeModel';

interface Draft { name: string; codes: string[] }

const toDrafts = (list: readonly CountryNode[]): Draft[] =>
  list.filter((n) => n.kind === 'category').map((n) => ({ name: n.name, codes: (n.subList ?? []).filter((c) => c.kind !== 'category').map((c) => c.code) }));

export default function CountryCategoryEditor() {
  const t = useT();
  const can = usePermission();
  const editable = can('countryCtgEdit');
  const lang = useSettings().language === 'en' ? 'en' : 'zh';
  const [tree, setTree] = useState<CountryNode[]>([]);
  const [saved, setSaved] = useState<{ list: CountryNode[]; custom: boolean } | null>(null);
  const [drafts, setDrafts] = useState<Draft[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    loadCountryTree().then(setTree, () => undefined);
    api.country.treeList({}).then((r) => {
      setSaved(r);
      setDrafts(toDrafts(r.list));
    }, () => undefined);
  }, []);
  // Leaves to choose from: regional offices and countries (each code once, continents only group them).
  const options = useMemo(() => toOptions(tree, lang).map((o) => (o.kind === 'group' ? { ...o, value: o.code, children: undefined } : { ...o, selectable: false, checkable: false, children: o.children?.map((c) => ({ ...c, value: c.code })) })), [tree, lang]);
  const save = async () => {
    setBusy(true);
    try {
      const r = await api.country.reSave({ list: drafts.map((d) => ({ name: d.name.trim().slice(0, 50), subList: codesOf(d.codes).map((code) => ({ name: '', code })) })) });
      setSaved(r);
      setDrafts(toDrafts(r.list));
      notify.success(t('country.saved'));
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false);
    }
  };
  const patch = (i: number, d: Partial<Draft>) => setDrafts((all) => all.map((x, j) => (j === i ? { ...x, ...d } : x)));
  return (
    <Card size="small" title={t('country.categories')} data-testid="country-categories">
      <Spin spinning={!saved}>
        {saved && !saved.custom && <Alert type="info" showIcon style={{ marginBottom: 12 }} message={t('country.categoriesDefault')} />}
        {!editable && <Alert type="warning" showIcon style={{ marginBottom: 12 }} message={t('country.noPermission')} />}
        <Space direction="vertical" style={{ width: '100%' }}>
          {drafts.map((d, i) => (
            <Space.Compact key={i} style={{ width: '100%' }}>
              <Input style={{ width: 180 }} value={d.name} maxLength={50} placeholder={t('country.categoryName')} disabled={!editable} onChange={(e) => patch(i, { name: e.target.value })} data-testid="country-category-name" />
              <TreeSelect
                style={{ flex: 1 }}
                treeData={options}
                value={d.codes}
                multiple
                treeCheckable
                showSearch
                treeNodeFilterProp="title"
                maxTagCount="responsive"
                disabled={!editable}
                placeholder={t('country.members')}
                onChange={(codes: string[]) => patch(i, { codes })}
              />
              <Button icon={<DeleteOutlined />} disabled={!editable} onClick={() => setDrafts((all) => all.filter((_, j) => j !== i))} aria-label={t('country.delete')} />
            </Space.Compact>
          ))}
          {editable && (
            <Space>
              <Button icon={<PlusOutlined />} onClick={() => setDrafts((all) => [...all, { name: '', codes: [] }])} data-testid="country-category-add">
                {t('country.addCategory')}
              </Button>
              <Button onClick={() => saved && setDrafts(toDrafts(saved.list))}>{t('country.reset')}</Button>
              <Button type="primary" loading={busy} onClick={save} disabled={drafts.some((d) => !d.name.trim())} data-testid="country-category-save">
                {t('country.save')}
              </Button>
            </Space>
          )}
        </Space>
      </Spin>
    </Card>
  );
}
