// One case application form rendered from its generated Formily schema (src/generated/case-forms.ts) with the
// field kinds' Formily components (the same registry the form dialogs use) plus the case form parts
// (caseFormComponents.tsx). Editable on the form page, read-only (readPretty) on the detail page.
import { setValidateLanguage, type Form } from '@formily/core';
import { FormProvider, createSchemaField, type ISchema } from '@formily/react';
import { FormLayout } from '@formily/antd-v5/esm/form-layout';
import { Spin } from 'antd';
import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { caseForms, type CaseFormKey } from '../../../generated/case-forms';
import { loadFormComponents } from '../../../client/runtime/field-kinds';
import { useSettings } from '../../../client/settings/settings';
import { useT } from '../i18n';
import { caseComponents } from './caseFormComponents';
import { componentNames, pageSchema } from './caseFormSchema';
import './cases.css';

export default function CaseFormView({ caseType, form }: { caseType: CaseFormKey; form: Form }) {
  const t = useT();
  const lang = useSettings().language === 'en' ? 'en' : 'zh';
  setValidateLanguage(lang === 'en' ? 'en-US' : 'zh-CN');
  const schema = useMemo(() => {
    const s = pageSchema(caseForms[caseType].schema, lang, t('cases.basic'));
    // The fee block gets 按收费标准计算费用 (CaseFeesSection), which needs the case type.
    const fees = s.properties.fees;
    if (fees?.['x-component'] === 'CaseSection') s.properties.fees = { ...fees, 'x-component': 'CaseFeesSection', 'x-component-props': { ...fees['x-component-props'], caseType } };
    // An overseas form keeps its fees per country (tmItems): the same section goes around that list (void: the
    // values keep their paths).
    const items = s.properties.tmItems;
    if (!fees && items?.type === 'array') {
      delete s.properties.tmItems;
      s.properties.tmItemsFees = { type: 'void', 'x-index': items['x-index'], 'x-component': 'CaseFeesSection', 'x-component-props': { columns: 1, caseType }, properties: { tmItems: items } };
    }
    return s as ISchema;
  }, [caseType, lang, t]);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const [Field, setField] = useState<{ C: ComponentType<any> } | null>(null);
  const names = useMemo(() => [...componentNames(caseForms[caseType].schema)].sort().join('|'), [caseType]);
  useEffect(() => {
    let alive = true;
    void loadFormComponents(names.split('|')).then((kinds) => alive && setField({ C: createSchemaField({ components: caseComponents(kinds) }) }));
    return () => {
      alive = false;
    };
  }, [names]);
  return (
    <FormProvider form={form}>
      <FormLayout layout="vertical" colon={false} className="ipms-case-form">
        {Field ? <Field.C schema={schema} /> : <Spin style={{ display: 'block', margin: '48px auto' }} />}
      </FormLayout>
    </FormProvider>
  );
}
