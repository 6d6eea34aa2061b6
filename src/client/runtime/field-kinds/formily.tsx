// A kind's editor as a Formily component (loaded with the form dialog): the field's kind from the schema's
// x-field-kind (kinds may share an x-component name), settings from x-component-props.config, choices from the
// field's dataSource (enum or an options call), read-only fields drawn by the kind's readPretty or as the cell's text.
import type { Field } from '@formily/core';
import { observer, useField, useFieldSchema, useForm } from '@formily/react';
import { useSettings } from '../../settings/settings';
import type { FieldConfig, FieldCtx, FormComponent, Option } from './contracts';
import { fieldKindImpl, kindDef } from './registry';

interface FieldProps {
  value?: unknown;
  onChange?: (value: unknown) => void;
  config?: FieldConfig;
  def?: FieldCtx['def'];
  placeholder?: string;
  disabled?: boolean;
  readOnly?: boolean;
  [prop: string]: unknown;
}

const toOptions = (source: unknown): Option[] | undefined =>
  Array.isArray(source)
    ? source.map((o: { value: Option['value']; label?: unknown; children?: unknown }) => ({ value: o.value, label: String(o.label ?? o.value), ...(Array.isArray(o.children) ? { children: toOptions(o.children) } : {}) }))
    : undefined;

export function editorField(defaultKind: string): FormComponent {
  const KindField = observer(function KindField({ value, onChange, config, def, placeholder, disabled, readOnly, ...extra }: FieldProps) {
    const field = useField<Field>();
    const schema = useFieldSchema();
    const lang = useSettings().language === 'en' ? 'en' : 'zh';
    const key = (schema?.['x-field-kind'] as string | undefined) ?? defaultKind;
    const kind = kindDef(key);
    const impl = fieldKindImpl(key)!;
    const ctx: FieldCtx = { kind, config: { ...kind.defaultConfig, ...(config ?? {}) }, lang, options: toOptions(field?.dataSource), def };
    if (field?.pattern === 'readPretty' || readOnly) {
      const Read = impl.readPretty;
      return Read ? <Read value={value} ctx={ctx} /> : <span className="ipms-form-text">{impl.cell.text(value, ctx) || '-'}</span>;
    }
    delete extra.onFocus;
    delete extra.onBlur;
    return <impl.editor.Component value={value} onChange={(v) => onChange?.(v)} ctx={ctx} placeholder={placeholder} disabled={disabled} extra={extra} />;
  });
  KindField.displayName = `KindField(${defaultKind})`;
  return KindField;
}

/**
 * A kind's own Formily component (a module's goods input...), drawn read-only (readPretty: a case's detail) as the
 * kind's readPretty view, else its cell, with the values beside the field as the cell's row (a goods list's class).
 */
export function readPrettyOr(defaultKind: string, Own: FormComponent): FormComponent {
  const OwnKindField = observer(function OwnKindField(props: FieldProps) {
    const field = useField<Field>();
    const form = useForm();
    const schema = useFieldSchema();
    const lang = useSettings().language === 'en' ? 'en' : 'zh';
    if (field?.pattern !== 'readPretty' && !props.readOnly) return <Own {...props} />;
    const key = (schema?.['x-field-kind'] as string | undefined) ?? defaultKind;
    const kind = kindDef(key);
    const impl = fieldKindImpl(key)!;
    const ctx: FieldCtx = { kind, config: { ...kind.defaultConfig, ...(props.config ?? {}) }, lang, options: toOptions(field?.dataSource) };
    const row = field ? (form.getValuesIn(field.path.parent()) as Record<string, unknown> | undefined) : undefined;
    const Read = impl.readPretty ?? impl.cell.Render;
    return Read ? <Read value={props.value} ctx={ctx} row={row && typeof row === 'object' ? row : undefined} /> : <span className="ipms-form-text">{impl.cell.text(props.value, ctx) || '-'}</span>;
  });
  OwnKindField.displayName = `OwnKindField(${defaultKind})`;
  return OwnKindField;
}
