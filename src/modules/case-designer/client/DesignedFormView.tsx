// A designed case form rendered by the case form runtime (the cases module's page schema and sections, the field
// kinds' Formily components): the designer's preview, the /case-custom page, a designed case's detail (read-only)
// and the public proposal page. With computeFees, the fees block gets 按收费标准计算费用 (the form's fee standards
// for the values entered: goods classes, marks).
import { setValidateLanguage, type Form } from '@formily/core';
import { FormProvider, createSchemaField, observer, useForm, type ISchema } from '@formily/react';
import { ArrayItems } from '@formily/antd-v5/esm/array-items';
import { ArrayTable } from '@formily/antd-v5/esm/array-table';
import { FormGrid } from '@formily/antd-v5/esm/form-grid';
import { FormItem } from '@formily/antd-v5/esm/form-item';
import { FormLayout } from '@formily/antd-v5/esm/form-layout';
import { Button, Spin } from 'antd';
import { createContext, useContext, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { notify } from '../../../client/request/notify';
import { loadFormComponents } from '../../../client/runtime/field-kinds';
import { loadCaseFormParts } from '../../cases/client';
import { useT } from '../i18n';
import { CaseTabs } from './CaseTabs';
import { formilyOfDesigned } from './designedFormily';

type Parts = Awaited<ReturnType<typeof loadCaseFormParts>>;
type Rec = Record<string, any>;
/** The fees of the form's standards for the values entered (the fees block's kinds), or null when refused. */
export type ComputeFees = (bizParam: Rec) => Promise<Rec | null>;

const FEE_KINDS = ['officialFees', 'agencyFees', 'sundryFees'] as const;
const FeesContext = createContext<{ compute?: ComputeFees; parts: Parts } | null>(null);

/** The fees block with 按收费标准计算费用 (editable forms whose settings pick fee standards). */
const DesignedFeesSection = observer(function DesignedFeesSection({ title, columns, children }: { title?: string; columns?: number; children?: ReactNode }) {
  const t = useT();
  const ctx = useContext(FeesContext)!;
  const form = useForm() as Form;
  const [busy, setBusy] = useState(false);
  // The money editors keep what is typed: after a computation they mount again to show the new amounts.
  const [round, setRound] = useState(0);
  const Section = ctx.parts.CaseSection;
  const compute = async () => {
    setBusy(true);
    try {
      const fees = await ctx.compute!(ctx.parts.bizOf(form.values) as Rec);
      if (!fees) return;
      for (const k of FEE_KINDS) form.setValuesIn(`fees.${k}`, fees[k] ?? undefined);
      setRound((n) => n + 1);
      notify.success(t('custom.feesComputed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="ipms-case-fees">
      <Section key={round} title={title} columns={columns}>
        {children}
      </Section>
      {ctx.compute && form.pattern === 'editable' ? (
        <Button size="small" loading={busy} onClick={() => void compute()} data-testid="designed-fees-compute" style={{ margin: '-4px 0 12px' }}>
          {t('custom.computeFees')}
        </Button>
      ) : null}
    </div>
  );
});

/** A read-only form without the fields' help texts (they are for filling in). */
function withoutHelp(node: Rec): Rec {
  const out: Rec = { ...node };
  if (out['x-decorator-props']?.extra !== undefined) {
    const { extra: _extra, ...rest } = out['x-decorator-props'];
    void _extra;
    out['x-decorator-props'] = rest;
  }
  if (out.properties) out.properties = Object.fromEntries(Object.entries(out.properties as Rec).map(([k, v]) => [k, withoutHelp(v as Rec)]));
  if (out.items && typeof out.items === 'object') out.items = withoutHelp(out.items as Rec);
  return out;
}

export default function DesignedFormView({ schema, form, lang, computeFees }: { schema: Record<string, unknown>; form: Form; lang: 'zh' | 'en'; computeFees?: ComputeFees }) {
  const t = useT();
  setValidateLanguage(lang === 'en' ? 'en-US' : 'zh-CN');
  const [parts, setParts] = useState<Parts | null>(null);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const [Field, setField] = useState<{ C: ComponentType<any>; names: string } | null>(null);
  useEffect(() => void loadCaseFormParts().then(setParts), []);
  const formily = useMemo(() => formilyOfDesigned(schema as Record<string, any>), [schema]);
  const readOnly = form.pattern === 'readPretty';
  const names = useMemo(() => (parts ? [...parts.componentNames(formily)].sort().join('|') : ''), [parts, formily]);
  const page = useMemo(() => {
    if (!parts) return null;
    const p = parts.pageSchema(readOnly ? withoutHelp(formily) : formily, lang, t('designer.basic')) as Rec;
    // The fees block (the published version's, or the form's own) computes from the fee standards.
    const fees = p.properties?.fees;
    if (computeFees && fees?.['x-component'] === 'CaseSection') p.properties.fees = { ...fees, 'x-component': 'DesignedFeesSection' };
    return p as ISchema;
  }, [parts, formily, lang, t, computeFees, readOnly]);
  useEffect(() => {
    if (!parts || Field?.names === names) return;
    let alive = true;
    void loadFormComponents(names.split('|').filter(Boolean)).then(
      (kinds) => alive && setField({ names, C: createSchemaField({ components: { ...kinds, FormItem, FormGrid, ArrayItems, ArrayTable, CaseSection: parts.CaseSection, DesignedFeesSection, CaseTabs } }) }),
    );
    return () => {
      alive = false;
    };
  }, [parts, names, Field?.names]);
  const ready = !!(Field && page);
  useEffect(() => {
    if (ready) performance.mark('designed-form:rendered');
  }, [ready, page]);
  const fees = useMemo(() => (parts ? { compute: computeFees, parts } : null), [parts, computeFees]);
  return (
    <FormProvider form={form}>
      <FeesContext.Provider value={fees}>
        <FormLayout layout="vertical" colon={false} className="ipms-case-form">
          {Field && page ? <Field.C schema={page} /> : <Spin style={{ display: 'block', margin: '48px auto' }} />}
        </FormLayout>
      </FeesContext.Provider>
    </FormProvider>
  );
}
