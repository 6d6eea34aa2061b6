// The people kind (人员): users of the tenant searched by name, pinyin or account (/api/fuzzySearch, 30 at a
// time), stored as [{id, name}] so lists and exports show names without a lookup.
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '../../../client/request/api';
import type { EditorProps, FieldKindImpl, FilterWidgetProps } from '../../../client/runtime/field-kinds/contracts';
import { plainText, popupEditor } from '../../../client/runtime/field-kinds/kinds/shared';

interface Person { id: number; name: string }
const peopleOf = (v: unknown): Person[] => (Array.isArray(v) ? v.filter((p): p is Person => !!p && typeof p === 'object' && typeof (p as Person).id === 'number') : []);

function PeopleSelect({ value, onChange, multiple = true, placeholder, disabled, autoFocus }: { value: unknown; onChange: (v: Person[] | null) => void; multiple?: boolean; placeholder?: string; disabled?: boolean; autoFocus?: boolean }) {
  const chosen = peopleOf(value);
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<Person[]>([]);
  useEffect(() => {
    const term = search.trim();
    if (!term) return setFound([]);
    let alive = true;
    const timer = setTimeout(() => void api.user.peopleSearch({ search: term }, { noLoading: true }).then((r) => alive && setFound(r.map((u) => ({ id: u.id, name: u.name }))), () => undefined), 250);
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [search]);
  const options = [...chosen, ...found.filter((f) => !chosen.some((c) => c.id === f.id))].map((p) => ({ value: p.id, label: p.name }));
  const byId = new Map([...chosen, ...found].map((p) => [p.id, p]));
  return (
    <Select
      allowClear
      showSearch
      autoFocus={autoFocus}
      disabled={disabled}
      placeholder={placeholder}
      filterOption={false}
      mode={multiple ? 'multiple' : undefined}
      style={{ width: '100%' }}
      options={options}
      value={multiple ? chosen.map((p) => p.id) : chosen[0]?.id}
      onSearch={setSearch}
      onChange={(ids: number | number[] | undefined) => {
        const list = (Array.isArray(ids) ? ids : ids === undefined ? [] : [ids]).map((id) => byId.get(id)!).filter(Boolean);
        onChange(list.length ? list : null);
      }}
      data-testid="people-select"
    />
  );
}

const editor = { Component: ({ value, onChange, ctx, placeholder, disabled, autoFocus }: EditorProps) => <PeopleSelect value={value} onChange={onChange} multiple={ctx.config.multiple !== false} placeholder={placeholder} disabled={disabled} autoFocus={autoFocus} /> };

function PeopleFilter({ value, onChange, placeholder }: FilterWidgetProps) {
  return <PeopleSelect value={value} onChange={(v) => onChange(v ?? undefined)} placeholder={placeholder} />;
}

export const peopleKind: FieldKindImpl = {
  filter: PeopleFilter,
  editor,
  cell: { text: plainText, width: 160 },
  cellEditor: popupEditor(editor),
};
