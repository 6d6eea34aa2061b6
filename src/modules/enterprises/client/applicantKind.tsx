// The applicant kind (申请人): a name typed or picked from the tenant's applicants (企业管理, /enterPrise/pick
// searched by name), stored as text like the archive's applicant.
import { AutoComplete } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '../../../client/request/api';
import type { EditorProps, FieldKindImpl } from '../../../client/runtime/field-kinds/contracts';
import { InputField } from '../../../client/runtime/field-kinds/filterWidgets';
import { plainText, popupEditor } from '../../../client/runtime/field-kinds/kinds/shared';

function ApplicantInput({ value, onChange, placeholder, disabled, autoFocus }: EditorProps) {
  const [search, setSearch] = useState('');
  const [names, setNames] = useState<string[]>([]);
  useEffect(() => {
    const term = search.trim();
    if (!term) return setNames([]);
    let alive = true;
    const timer = setTimeout(() => {
      void api.enterPrise
        .pick({ key: term, pageSize: 20 }, { noLoading: true })
        .then((r) => alive && setNames([...new Set(r.list.map((e) => String(e.applicantName ?? '')).filter(Boolean))]), () => undefined);
    }, 250);
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [search]);
  return (
    <AutoComplete
      allowClear
      autoFocus={autoFocus}
      disabled={disabled}
      placeholder={placeholder}
      style={{ width: '100%' }}
      value={(value as string) ?? ''}
      options={names.map((n) => ({ value: n }))}
      onSearch={setSearch}
      onChange={(v) => onChange(v ?? null)}
      data-testid="applicant-input"
    />
  );
}

const editor = { Component: ApplicantInput };

export const applicantKind: FieldKindImpl = {
  filter: InputField,
  editor,
  cell: { text: plainText, width: 200 },
  cellEditor: popupEditor(editor),
};
