// Country/region picker: the country tree (regional offices 欧盟/非知/比荷卢 and the countries by continent) in a
// searchable TreeSelect. Picking a regional office shows the country-group hint until it is dismissed for good.
import { InfoCircleOutlined } from '@ant-design/icons';
import { Button, Space, TreeSelect } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import type { CountryNode } from '../../../generated/types';
import { useT } from '../i18n';
import { api } from '../../../client/request/api';
import { useSettings } from '../../../client/settings/settings';
import CountryGroupHint from './CountryGroupHint';
import { useCountryGroupHint } from './countryGroupHint';
import { codesOf, picksGroup, toOptions } from './countryTreeModel';

export interface CountryPickerProps {
  /** Picked tree values (see countryTreeModel); onChange also gives the codes. */
  value?: string[];
  onChange?: (values: string[], codes: string[]) => void;
  style?: React.CSSProperties;
}

let treeCache: Promise<CountryNode[]> | null = null;
export function loadCountryTree(): Promise<CountryNode[]> {
  treeCache ??= api.country.getCopyrightCountry({}).then(
    (r) => r.list,
    (e) => {
      treeCache = null;
      throw e;
    },
  );
  return treeCache;
}

export default function CountryPicker({ value, onChange, style }: CountryPickerProps) {
  const t = useT();
  const lang = useSettings().language === 'en' ? 'en' : 'zh';
  const [tree, setTree] = useState<CountryNode[]>([]);
  const [inner, setInner] = useState<string[]>([]);
  const hint = useCountryGroupHint();
  useEffect(() => {
    loadCountryTree().then(setTree, () => undefined);
  }, []);
  const options = useMemo(() => toOptions(tree, lang), [tree, lang]);
  const groups = useMemo(() => tree.filter((n) => n.kind === 'group'), [tree]);
  const current = value ?? inner;
  return (
    <Space.Compact style={{ width: '100%', ...style }}>
      <TreeSelect
        style={{ width: '100%' }}
        treeData={options}
        value={current}
        treeCheckable
        showCheckedStrategy={TreeSelect.SHOW_PARENT}
        showSearch
        treeNodeFilterProp="title"
        allowClear
        maxTagCount="responsive"
        placeholder={t('country.placeholder')}
        onChange={(next: string[]) => {
          if (!picksGroup(current) && picksGroup(next)) hint.show();
          if (value === undefined) setInner(next);
          onChange?.(next, codesOf(next));
        }}
        data-testid="country-picker"
      />
      {/* data-hint-dismissed: whether the server said the hint is dismissed ('unknown' until it answers), for tests to wait on. */}
      <Button
        icon={<InfoCircleOutlined />}
        onClick={() => hint.show(true)}
        title={t('country.hint.show')}
        aria-label={t('country.hint.show')}
        data-testid="country-hint-open"
        data-hint-dismissed={hint.dismissed === null ? 'unknown' : String(hint.dismissed)}
      />
      <CountryGroupHint open={hint.open} groups={groups} onClose={hint.close} onNever={() => void hint.never()} />
    </Space.Compact>
  );
}
