// The Formily components a case form needs beside the field kinds' (which the registry loads by x-component):
// sections, the array parts of @formily/antd-v5, and two adapters where a case form keeps a value in another
// shape than the kind's editor — the applicant picker (enterpriseId, filling the applicant block from the
// enterprise), files (the form's {fileName, filePath} / an upload path, the kind's upload list) and marks (the
// form's {id, tmName, regNo, tmCl "09", endDate} / the trademark kind's {id, tmName, regNo, tmCl 9}; a picked mark's
// end date is read from its archive record, and a renewal form shows each mark's window and official fee).
import type { Field, Form } from '@formily/core';
import { observer, useField, useFieldSchema, useForm } from '@formily/react';
import { ArrayItems } from '@formily/antd-v5/esm/array-items';
import { ArrayTable } from '@formily/antd-v5/esm/array-table';
import { FormGrid } from '@formily/antd-v5/esm/form-grid';
import { FormItem } from '@formily/antd-v5/esm/form-item';
import { Button, Card, Select, message } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { api } from '../../../client/request/api';
import type { FormComponent } from '../../../client/runtime/field-kinds/contracts';
import { useT } from '../i18n';
import { todayInChina } from '../shared/dates';
import { fromFen } from '../shared/money';
import { renewalWindow } from '../shared/renewal';
import { GoodsTranslateInput } from './GoodsTranslateInput';
import { bizOf } from './caseFormSchema';
import { caseSelect } from './caseSelect';

/** A titled section of a form: its fields in a responsive grid (at most `columns` a row, 3 by default). */
export function CaseSection({ title, columns, children }: { title?: string; columns?: number; children?: ReactNode }) {
  return (
    <Card size="small" title={title} className="ipms-case-section">
      <FormGrid maxColumns={columns ?? 3} minColumns={1} minWidth={260} columnGap={24} rowGap={0}>
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
    set('countryOrRegion', e.countryOrRegion);
    if (e.applicantCreditCode) set('applicantCreditCode', e.applicantCreditCode);
    // A party block (transferor, transferee) names its fields name/address.
    set('name', e.applicantName);
    set('nameEn', e.applicantEnglish);
    set('address', e.applicantAddress);
    set('creditCode', e.applicantCreditCode);
  };
  // The picked enterprise is named by the applicant block (the list may not hold it yet).
  const name = (field?.query('.applicantName').value() ?? field?.query('.name').value()) as string | undefined;
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

interface FormMark { id?: number | null; tmName?: string | null; regNo: string; tmCl?: string | null; endDate?: string | null }
interface KindMark { id?: number | null; tmName?: string | null; regNo: string; tmCl?: number | null }
const classText = (n: unknown) => (typeof n === 'number' && n >= 1 && n <= 45 ? String(n).padStart(2, '0') : typeof n === 'string' && n ? n : null);
const formMarks = (v: unknown): FormMark[] => (Array.isArray(v) ? (v as FormMark[]).filter((m) => m && typeof m === 'object' && typeof m.regNo === 'string') : []);

/** One line per mark of a renewal: when it may be renewed and its official fee today (shared/renewal.ts). */
const RenewalLines = observer(function RenewalLines({ marks }: { marks: FormMark[] }) {
  const t = useT();
  const field = useField<Field>();
  const way = field?.query('.deliveryWay').value() === '电子' ? '电子' : '纸质';
  const today = todayInChina();
  if (!marks.length) return null;
  return (
    <div className="ipms-case-renewal" data-testid="renewal-window">
      {marks.map((m) => {
        const name = [m.tmName, m.regNo, m.tmCl ? t('cases.classNo', { cl: m.tmCl }) : null].filter(Boolean).join(' ');
        if (!m.endDate) return <div key={`${m.id ?? ''}:${m.regNo}`}>{t('cases.renewalNoEnd', { name })}</div>;
        const w = renewalWindow(m.endDate, today, way);
        const text = t(`cases.renewal.${w.phase}`, { name, opens: w.opens, endDate: w.endDate, graceEnds: w.graceEnds, fee: w.feeFen === null ? '' : fromFen(w.feeFen) });
        return (
          <div key={`${m.id ?? ''}:${m.regNo}`} className={w.feeFen === null ? 'ipms-case-renewal-out' : undefined}>
            {text}
          </div>
        );
      })}
    </div>
  );
});

/** Marks of a case form through the trademark kind's picker; picked archive marks get their end date from the archive. */
function caseMarks(Picker: FormComponent): FormComponent {
  return observer(function CaseMarks(props: { value?: unknown; onChange?: (v: unknown) => void; renewal?: boolean; [k: string]: unknown }) {
    const { renewal, ...rest } = props;
    const marks = formMarks(props.value);
    const inner: KindMark[] = marks.map((m) => ({ id: m.id ?? null, tmName: m.tmName ?? null, regNo: m.regNo, tmCl: m.tmCl ? Number(m.tmCl) : null }));
    const onChange = (v: unknown) => {
      const picked = (Array.isArray(v) ? v : []) as KindMark[];
      const next: FormMark[] = picked.map((p) => {
        const had = marks.find((m) => (p.id ? m.id === p.id : m.regNo === p.regNo));
        return { id: p.id ?? null, tmName: p.tmName ?? null, regNo: p.regNo, tmCl: classText(p.tmCl) ?? had?.tmCl ?? null, endDate: had?.endDate ?? null };
      });
      props.onChange?.(next);
      // End dates (and a class the drawer left out) from the archive records.
      const missing = next.filter((m) => Number.isInteger(m.id) && (!m.endDate || !m.tmCl));
      if (!missing.length) return;
      void Promise.all(
        missing.map((m) =>
          api.brandArchives.queryBrandDetail({ id: m.id! }, { noLoading: true }).then(
            (r) => ({ id: m.id!, rec: r as { endDate?: string | null; tmCl?: number | null } }),
            () => null,
          ),
        ),
      ).then((found) => {
        const byId = new Map(found.filter((x): x is NonNullable<typeof x> => !!x).map((x) => [x.id, x.rec]));
        if (!byId.size) return;
        props.onChange?.(next.map((m) => (m.id && byId.has(m.id) ? { ...m, endDate: m.endDate ?? byId.get(m.id)!.endDate ?? null, tmCl: m.tmCl ?? classText(byId.get(m.id)!.tmCl) } : m)));
      });
    };
    return (
      <div className="ipms-case-marks" data-testid="case-trademarks">
        <Picker {...rest} value={inner} onChange={onChange} />
        {renewal ? <RenewalLines marks={marks} /> : null}
      </div>
    );
  });
}

/**
 * Components caseComponents replaces by wrappers whose values are already the form's shape (files as
 * {fileName, filePath}, marks as FormMark): the kinds' converters must not run over them (they would read a
 * case file as no file and the save would drop it).
 */
export const CASE_SHAPED_COMPONENTS: ReadonlySet<string> = new Set(['FileUpload', 'TrademarkPicker']);

/** The components a case form page adds to (or adapts from) the field kinds' ones. */
// The fee block (费用) with 按收费标准计算费用: the finance module's fee standards (/finance/computeCaseFees) for the form's
// classes, goods and countries fill the official, agency and sundry fees (and each country item's); they stay
// editable. Not on the read-only detail page, nor for designed forms.
const KINDS = ['officialFees', 'agencyFees', 'sundryFees'] as const;

const CaseFeesSection = observer(function CaseFeesSection({ title, columns, caseType, children }: { title?: string; columns?: number; caseType?: string; children?: ReactNode }) {
  const t = useT();
  const form = useForm() as Form;
  const [busy, setBusy] = useState(false);
  // The money editors keep what is typed; after a computation they are mounted again to show the new values.
  const [round, setRound] = useState(0);
  const compute = async () => {
    if (!caseType) return;
    setBusy(true);
    try {
      const r = await api.finance.computeCaseFees({ caseType: caseType as never, bizParam: bizOf(form.values) as Record<string, unknown> });
      for (const k of KINDS) form.setValuesIn(`fees.${k}`, r.fees[k] ?? undefined);
      r.items.forEach((it, i) => {
        for (const k of KINDS) if (it[k]) form.setValuesIn(`tmItems.${i}.${k}`, it[k]);
      });
      setRound((n) => n + 1);
      message.success(t('cases.fees.computed'));
    } catch {
      // the request layer has shown the server's message (no standards for the type, mixed currencies...)
    } finally {
      setBusy(false);
    }
  };
  const editable = form.pattern === 'editable' && caseType && caseType !== 'custom';
  return (
    <div className="ipms-case-fees">
      <CaseSection key={round} title={title} columns={columns}>
        {children}
      </CaseSection>
      {editable && (
        <Button size="small" loading={busy} onClick={() => void compute()} data-testid="case-fees-compute" style={{ margin: '-4px 0 12px' }}>
          {t('cases.fees.compute')}
        </Button>
      )}
    </div>
  );
});

export function caseComponents(kinds: Record<string, FormComponent>): Record<string, FormComponent> {
  return {
    ...kinds,
    FormItem,
    FormGrid,
    ArrayItems,
    ArrayTable,
    [`CaseSection`]: CaseSection,
    CaseFeesSection,
    ApplicantInput: EnterprisePicker,
    GoodsTranslateInput,
    ...(kinds.FileUpload ? { FileUpload: caseFiles(kinds.FileUpload) } : {}),
    ...(kinds.Select ? { Select: caseSelect(kinds.Select) } : {}),
    ...(kinds.TrademarkPicker ? { TrademarkPicker: caseMarks(kinds.TrademarkPicker) } : {}),
  };
}
