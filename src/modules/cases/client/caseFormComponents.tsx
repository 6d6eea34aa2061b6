// The Formily components a case form needs beside the field kinds' (which the registry loads by x-component):
// sections, the array parts of @formily/antd-v5, and two adapters where a case form keeps a value in another
// shape than the kind's editor — the applicant picker (enterpriseId, filling the applicant block from the
// enterprise) and files (the form's {fileName, filePath} / an upload path, the kind's upload list).
import type { Field } from '@formily/core';
import { observer, useField, useFieldSchema } from '@formily/react';
import { ArrayItems } from '@formily/antd-v5/esm/array-items';
import { ArrayTable } from '@formily/antd-v5/esm/array-table';
import { FormGrid } from '@formily/antd-v5/esm/form-grid';
import { FormItem } from '@formily/antd-v5/esm/form-item';
import { Card, Select } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { api } from '../../../client/request/api';
import type { FormComponent } from '../../../client/runtime/field-kinds/contracts';
import { useT } from '../i18n';

export function CaseSection({ title, children }: { title?: string; children?: ReactNode }) {
  return (
    <Card size="small" title={title} className="ipms-case-section">
      <FormGrid maxColumns={3} minColumns={1} minWidth={260} columnGap={24} rowGap={0}>
        {children}
      </FormGrid>
    </Card>
  );
}

interface Enterprise { id: number; applicantName?: string | null; applicantEnglish?: string | null; applicantAddress?: string | null; applicantType?: number | null; bookType?: number | null; countryOrRegion?: string | null; postCode?: string | null; applicantCreditCode?: string | null }

/** 选择申请人: an enterprise of the tenant; picking one fills the applicant block beside it. */
const EnterprisePicker = observer(function EnterprisePicker({ value, onChange, disabled }: { value?: number | null; onChange?: (v: number | null) => void; disabled?: boolean }) {
  const t = useT();
  const field = useField<Field>();
  const [term, setTerm] = useState('');
  const [list, setList] = useState<Enterprise[]>([]);
  useEffect(() => {
    let alive = true;
    const timer = setTimeout(() => {
      void api.enterPrise
        .pick({ key: term.trim(), pageSize: 30 }, { noLoading: true })
        .then((r) => alive && setList(r.list as Enterprise[]), () => undefined);
    }, 250);
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [term]);
  const fill = (e: Enterprise) => {
    const set = (name: string, v: unknown) => v !== null && v !== undefined && v !== '' && field.query(`.${name}`).take()?.setState((s: { value?: unknown }) => void (s.value = v));
    set('applicantName', e.applicantName);
    set('applicantNameEn', e.applicantEnglish);
    set('applicantAddress', e.applicantAddress);
    set('applicantType', e.applicantType === 2 ? '自然人' : '法人或其他组织');
    set('bookType', e.bookType === 1 || e.bookType === null || e.bookType === undefined ? '中文' : '外文');
    set('postCode', e.postCode);
    if (e.countryOrRegion === '中国') set('countryOrRegion', 'CN');
    if (e.applicantCreditCode) set('applicantCreditCode', e.applicantCreditCode);
  };
  // The picked enterprise is named by the applicant block (the list may not hold it yet).
  const name = field?.query('.applicantName').value() as string | undefined;
  if (field?.pattern === 'readPretty') return <span className="ipms-form-text">{name || '-'}</span>;
  const options = list.map((e) => ({ value: e.id, label: e.applicantName ?? String(e.id) }));
  if (value && !list.some((e) => e.id === value)) options.unshift({ value, label: name || String(value) });
  return (
    <Select
      showSearch
      allowClear
      disabled={disabled}
      value={value ?? undefined}
      placeholder={t('cases.pickEnterprise')}
      filterOption={false}
      onSearch={setTerm}
      options={options}
      onChange={(id: number | undefined) => {
        onChange?.(id ?? null);
        const e = list.find((x) => x.id === id);
        if (e) fill(e);
      }}
      data-testid="case-enterprise-picker"
    />
  );
});

interface UploadItem { uid: string; name: string; size: number; path: string; url?: string }
const uidOf = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** Files of a case form through the file kind's upload list: [{fileName, filePath}], or one path (a sound sample). */
function caseFiles(Upload: FormComponent): FormComponent {
  return observer(function CaseFiles(props: { value?: unknown; onChange?: (v: unknown) => void; [k: string]: unknown }) {
    const single = useFieldSchema()?.type === 'string';
    const asItem = (fileName: string, filePath: string): UploadItem => ({ uid: uidOf(filePath), name: fileName, size: 0, path: filePath, url: filePath });
    const value: UploadItem[] =
      typeof props.value === 'string' && props.value ? [asItem(uidOf(props.value), props.value)]
      : Array.isArray(props.value) ? (props.value as Array<{ fileName: string; filePath: string }>).map((f) => asItem(f.fileName, f.filePath))
      : [];
    const onChange = (items: unknown) => {
      const list = (Array.isArray(items) ? items : []) as UploadItem[];
      const paths = list.map((x) => ({ fileName: x.name, filePath: x.url?.startsWith('/files/uploads/') ? x.url : `/files/uploads/${x.uid}` }));
      props.onChange?.(single ? (paths.at(-1)?.filePath ?? null) : paths);
    };
    return <Upload {...props} value={value} onChange={onChange} />;
  });
}

/** The components a case form page adds to (or adapts from) the field kinds' ones. */
export function caseComponents(kinds: Record<string, FormComponent>): Record<string, FormComponent> {
  return {
    ...kinds,
    FormItem,
    FormGrid,
    ArrayItems,
    ArrayTable,
    [`CaseSection`]: CaseSection,
    ApplicantInput: EnterprisePicker,
    ...(kinds.FileUpload ? { FileUpload: caseFiles(kinds.FileUpload) } : {}),
  };
}
