// A designed case form rendered by the case form runtime (the cases module's page schema and sections, the field
// kinds' Formily components): the designer's preview, the /case-custom page and a designed case's detail.
import { setValidateLanguage, type Form } from '@formily/core';
import { FormProvider, createSchemaField, type ISchema } from '@formily/react';
import { ArrayItems } from '@formily/antd-v5/esm/array-items';
import { ArrayTable } from '@formily/antd-v5/esm/array-table';
import { FormGrid } from '@formily/antd-v5/esm/form-grid';
import { FormItem } from '@formily/antd-v5/esm/form-item';
import { FormLayout } from '@formily/antd-v5/esm/form-layout';
import { Spin } from 'antd';
import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { loadFormComponents } from '../../../client/runtime/field-kinds';
import { loadCaseFormParts } from '../../cases/client';
import { useT } from '../i18n';
import { CaseTabs } from './CaseTabs';
import { formilyOfDesigned } from './designedFormily';

type Parts = Awaited<ReturnType<typeof loadCaseFormParts>>;

export default function DesignedFormView({ schema, form, lang }: { schema: Record<string, unknown>; form: Form; lang: 'zh' | 'en' }) {
  const t = useT();
  setValidateLanguage(lang === 'en' ? 'en-US' : 'zh-CN');
  const [parts, setParts] = useState<Parts | null>(null);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const [Field, setField] = useState<{ C: ComponentType<any>; names: string } | null>(null);
  useEffect(() => void loadCaseFormParts().then(setParts), []);
  const formily = useMemo(() => formilyOfDesigned(schema as Record<string, any>), [schema]);
  const names = useMemo(() => (parts ? [...parts.componentNames(formily)].sort().join('|') : ''), [parts, formily]);
  const page = useMemo(() => (parts ? (parts.pageSchema(formily, lang, t('designer.basic')) as ISchema) : null), [parts, formily, lang, t]);
  useEffect(() => {
    if (!parts || Field?.names === names) return;
    let alive = true;
    void loadFormComponents(names.split('|').filter(Boolean)).then(
      (kinds) => alive && setField({ names, C: createSchemaField({ components: { ...kinds, FormItem, FormGrid, ArrayItems, ArrayTable, CaseSection: parts.CaseSection, CaseTabs } }) }),
    );
    return () => {
      alive = false;
    };
  }, [parts, names, Field?.names]);
  const ready = !!(Field && page);
  useEffect(() => {
    if (ready) performance.mark('designed-form:rendered');
  }, [ready, page]);
  return (
    <FormProvider form={form}>
      <FormLayout layout="vertical" colon={false} className="ipms-case-form">
        {Field && page ? <Field.C schema={page} /> : <Spin style={{ display: 'block', margin: '48px auto' }} />}
      </FormLayout>
    </FormProvider>
  );
}
