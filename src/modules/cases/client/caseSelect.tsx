// Select of a case form: the select kind's editor picks one value; a list of choices (x-component-props mode
// multiple: the classes of a country, the international classes) is picked from the field's choices here.
import type { Field } from '@formily/core';
import { observer, useField } from '@formily/react';
import { Select } from 'antd';
import type { FormComponent } from '../../../client/runtime/field-kinds/contracts';

type Choice = { value: string; label?: string };

export function caseSelect(Single: FormComponent): FormComponent {
  return observer(function CaseSelect(props: { mode?: string; value?: unknown; onChange?: (v: unknown) => void; disabled?: boolean; [k: string]: unknown }) {
    const field = useField<Field>();
    if (props.mode !== 'multiple') return <Single {...props} />;
    const choices = ((field?.dataSource ?? []) as Choice[]).map((c) => ({ value: c.value, label: c.label ?? String(c.value) }));
    const value = Array.isArray(props.value) ? (props.value as string[]) : [];
    if (field?.pattern === 'readPretty') return <span>{value.map((v) => choices.find((c) => c.value === v)?.label ?? v).join('、') || '-'}</span>;
    return (
      <Select
        mode="multiple"
        allowClear
        showSearch
        optionFilterProp="label"
        maxTagCount="responsive"
        style={{ width: '100%' }}
        disabled={props.disabled}
        value={value}
        options={choices}
        onChange={(v: string[]) => props.onChange?.([...v].sort())}
      />
    );
  });
}
