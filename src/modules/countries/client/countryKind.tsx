// The country kind (国家/地区): an ISO-3166 alpha-2 code (or a regional office EM/OA/BX), picked from the
// country tree of /api/getCopyrightCountry in a searchable select, shown by its name.
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import type { CountryNode } from '../../../generated/types';
import type { EditorProps, FieldKindImpl, FilterWidgetProps } from '../../../client/runtime/field-kinds/contracts';
import { popupEditor } from '../../../client/runtime/field-kinds/kinds/shared';
import { loadCountryTree } from './CountryPicker';

interface Country { code: string; zh: string; en: string }
let known: Map<string, Country> | null = null;

/** Every country and office of the tree once, by code. */
function flatten(nodes: readonly CountryNode[], out = new Map<string, Country>()) {
  for (const n of nodes) {
    if ((n.kind === 'country' || n.kind === 'group') && n.code && !out.has(n.code)) out.set(n.code, { code: n.code, zh: n.name, en: n.nameEn || n.name });
    if (n.subList) flatten(n.subList, out);
  }
  return out;
}

function useCountries(): Map<string, Country> | null {
  const [list, setList] = useState(known);
  useEffect(() => {
    if (!known) void loadCountryTree().then((tree) => setList((known = flatten(tree))), () => undefined);
  }, []);
  return list;
}

const nameOf = (code: unknown, lang: 'zh' | 'en') => {
  const c = typeof code === 'string' ? known?.get(code) : undefined;
  return c ? (lang === 'en' ? c.en : c.zh) : typeof code === 'string' ? code : '';
};

function CountrySelect({ value, onChange, lang, multiple, placeholder, disabled, autoFocus }: { value: unknown; onChange: (v: unknown) => void; lang: 'zh' | 'en'; multiple?: boolean; placeholder?: string; disabled?: boolean; autoFocus?: boolean }) {
  const list = useCountries();
  return (
    <Select
      allowClear
      showSearch
      autoFocus={autoFocus}
      disabled={disabled}
      loading={!list}
      placeholder={placeholder}
      optionFilterProp="label"
      mode={multiple ? 'multiple' : undefined}
      maxTagCount="responsive"
      style={{ width: '100%' }}
      options={[...(list?.values() ?? [])].map((c) => ({ value: c.code, label: `${lang === 'en' ? c.en : c.zh} ${c.code}` }))}
      value={(multiple ? (Array.isArray(value) ? value : []) : (value ?? undefined)) as string | string[] | undefined}
      onChange={(v) => onChange(v ?? (multiple ? [] : null))}
      data-testid="country-select"
    />
  );
}

const editor = { Component: ({ value, onChange, ctx, placeholder, disabled, autoFocus }: EditorProps) => <CountrySelect value={value} onChange={onChange} lang={ctx.lang} placeholder={placeholder} disabled={disabled} autoFocus={autoFocus} /> };

function CountryFilter({ row, value, onChange, lang, placeholder }: FilterWidgetProps) {
  return <CountrySelect value={value} onChange={onChange} lang={lang} placeholder={placeholder} multiple={row.op === 'in' || row.multiple} />;
}

export const countryKind: FieldKindImpl = {
  filter: CountryFilter,
  editor,
  cell: {
    text: (v, ctx) => nameOf(v, ctx.lang),
    width: 120,
    Render: function CountryCell({ value, ctx }) {
      useCountries();
      return <>{nameOf(value, ctx.lang) || '-'}</>;
    },
  },
  cellEditor: popupEditor(editor),
};
