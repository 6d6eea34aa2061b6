// Create/edit dialog of a list screen (spec 2.16): the screen's Formily schema rendered with
// @formily/antd-v5 on a FormGrid of form.columns, titles and enum labels per language, x-options-call
// choices loaded into the field's dataSource. Lazy-loaded by the list page, so Formily stays in this chunk.
// An edit sends back the row version it was read at; when someone else saved the record meanwhile, the dialog
// offers to reload it (staleRecord.ts).
import { createForm, setValidateLanguage, type Form } from '@formily/core';
import { FormProvider, createSchemaField, type ISchema } from '@formily/react';
import { FormGrid } from '@formily/antd-v5/esm/form-grid';
import { FormItem } from '@formily/antd-v5/esm/form-item';
import { FormLayout } from '@formily/antd-v5/esm/form-layout';
import { Button, Card, Modal, Space, Spin } from 'antd';
import { useEffect, useMemo, useState, type ComponentType } from 'react';
import type { CustomFieldDef } from '../../../generated/types';
import { useI18nText, useT } from '../../i18n';
import { transport } from '../../request/http';
import { notify } from '../../request/notify';
import { useSettings } from '../../settings/settings';
import { resolveCall } from '../actions/actions';
import { fieldCtx, implOf, isKind, loadFormComponents } from '../field-kinds';
import { normalizeOptions } from '../filter/options';
import type { Row } from '../list/listController';
import type { ScreenDef } from '../screen-types';
import { customFormProperties, customInitialValues, customValuesOf } from './customFormFields';
import { initialValues, prepareSchema, toSubmitBody, type FieldMeta, type Lang } from './formSchema';
import { staleRecord, updateBody } from './staleRecord';

/** The x-component names a schema uses (the dialog loads their kinds' components before it renders). */
function componentNames(node: unknown, out = new Set<string>()): Set<string> {
  if (node && typeof node === 'object') {
    const n = node as Record<string, unknown>;
    if (typeof n['x-component'] === 'string') out.add(n['x-component']);
    Object.values(n).forEach((v) => componentNames(v, out));
  }
  return out;
}

/** The form's Formily components: the field kinds' (from the registry), loaded; null while loading. */
function useSchemaField(schema: ISchema) {
  const names = useMemo(() => [...componentNames(schema)].sort().join('|'), [schema]);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const [field, setField] = useState<{ SchemaField: ComponentType<any> } | null>(null);
  useEffect(() => {
    let alive = true;
    void loadFormComponents(names.split('|')).then((components) => alive && setField({ SchemaField: createSchemaField({ components: { FormItem, FormGrid, ...components } }) as unknown as ComponentType<{ schema: ISchema }> }));
    return () => {
      alive = false;
    };
  }, [names]);
  return field?.SchemaField ?? null;
}

export interface SchemaFormDialogProps {
  screen: ScreenDef;
  mode: 'create' | 'update';
  /** The record edited (update), or the values a new record starts with (create). */
  row?: Row;
  onClose: () => void;
  /** Called after a successful save with the record the server returned (the list refreshes). */
  onSaved: (saved?: unknown) => void;
  /** The custom fields of the screen's records (its customFieldModule), shown after the screen's fields. */
  customDefs?: CustomFieldDef[];
  /** A phone (under 768 px): one column, the full screen width. */
  narrow?: boolean;
  /**
   * The update call adds a record (a payment recorded through its bill's form, keyed by the bill's id): the title
   * and the message say 新增 as for a create form. Default: whether mode is create.
   */
  adds?: boolean;
  /** Rendered in the page (a record's own creation page) instead of a dialog; cancel calls onClose. */
  inPage?: boolean;
}

/** Loads every x-options-call of the form once and puts the choices into the fields' dataSource. */
function useOptionCalls(form: Form, meta: Record<string, FieldMeta>) {
  useEffect(() => {
    let alive = true;
    for (const [prop, m] of Object.entries(meta)) {
      const call = resolveCall(m.optionsCall);
      if (!call) continue;
      form.setFieldState(prop, (s) => void ((s as { loading?: boolean }).loading = true));
      transport<unknown>(call, {}, { noLoading: true })
        .then((raw) => {
          if (!alive) return;
          const options = normalizeOptions(raw);
          form.setFieldState(prop, (s) => {
            (s as { dataSource?: unknown }).dataSource = options;
            (s as { loading?: boolean }).loading = false;
          });
        })
        .catch(() => alive && form.setFieldState(prop, (s) => void ((s as { loading?: boolean }).loading = false)));
    }
    return () => {
      alive = false;
    };
  }, [form, meta]);
}

export default function SchemaFormDialog({ screen, mode, row, onClose, onSaved, customDefs = [], narrow = false, adds = mode === 'create', inPage = false }: SchemaFormDialogProps) {
  const t = useT();
  const text = useI18nText();
  const { language } = useSettings();
  const lang: Lang = language === 'en' ? 'en' : 'zh';
  setValidateLanguage(lang === 'en' ? 'en-US' : 'zh-CN');
  const def = screen.form!;
  const { schema, meta } = useMemo(() => {
    const order = screen.columns.map((c) => c.prop).filter((p): p is string => !!p);
    const prepared = prepareSchema(mode === 'create' ? def.create : def.update, lang, order);
    const root = prepared.schema as { properties?: Record<string, unknown> };
    const custom = customFormProperties(customDefs, Object.keys(root.properties ?? {}).length);
    // Fields sit on a FormGrid of form.columns; x-decorator-props.gridSpan widens a field.
    const wrapped: ISchema = {
      type: 'object',
      properties: {
        grid: {
          type: 'void',
          'x-component': 'FormGrid',
          // One column on a phone, whatever the screen asks for.
          'x-component-props': { maxColumns: narrow ? 1 : def.columns, minColumns: 1, columnGap: 24, rowGap: 0 },
          properties: { ...(root.properties ?? {}), ...prepareSchema({ type: 'object', properties: custom }, lang).schema.properties as object } as ISchema['properties'],
        },
      },
    };
    return { schema: wrapped, meta: prepared.meta };
  }, [def, mode, lang, screen.columns, customDefs, narrow]);
  // The record the form was read from: replaced when the user reloads after a stale save.
  const [base, setBase] = useState<Row | undefined>(row);
  const form = useMemo(
    // A create form given a row starts from it (a module's page adding a record for a known parent).
    () => createForm({ initialValues: mode === 'update' ? { ...initialValues(base, meta), ...customInitialValues(base, customDefs) } : base ? initialValues(base, meta) : {} }),
    [mode, base, meta, customDefs],
  );
  const SchemaField = useSchemaField(schema);
  useOptionCalls(form, meta);
  const [saving, setSaving] = useState(false);
  // The hook form of Modal.confirm takes the app's theme and language (ConfigProvider).
  const [modal, modalHolder] = Modal.useModal();

  const call = mode === 'create' ? screen.calls.create : screen.calls.update;
  const submit = async () => {
    if (!call) return;
    try {
      await form.validate();
    } catch {
      return; // the fields show their messages
    }
    setSaving(true);
    try {
      const values = form.values as Record<string, unknown>;
      const custom = customValuesOf(values, customDefs, mode, lang);
      if (!custom.ok) {
        notify.warning(t(custom.error, { title: custom.title }));
        return;
      }
      // Built-in fields go through their kind's conversion too (number text -> number, money text -> amount).
      let invalid: string | null = null;
      const body = toSubmitBody(values, meta, (value, m) => {
        const convert = m.fieldKind && isKind(m.fieldKind) ? implOf(m.fieldKind).toValue : undefined;
        if (!convert) return value;
        const r = convert(value, fieldCtx(m.fieldKind!, lang, { config: m.config }));
        if (!r.ok) invalid ??= t(r.error);
        return r.ok ? r.value : value;
      });
      if (invalid) {
        notify.warning(invalid);
        return;
      }
      if (customDefs.length) body.customValues = custom.customValues;
      const saved = await transport(call, mode === 'update' ? updateBody(body, base ?? {}, def.rowVersion) : body);
      notify.success(t(adds ? 'action.created' : 'action.updated'));
      onSaved(saved);
    } catch (e) {
      // The request layer showed the server's message; the dialog stays open for a correction, or, when the
      // record was changed by someone else meanwhile, offers to load what is saved now.
      const current = staleRecord(e);
      if (current)
        modal.confirm({
          title: t('form.staleTitle'),
          content: t('form.staleContent'),
          okText: t('form.reload'),
          cancelText: t('form.keepEditing'),
          onOk: () => setBase(current as Row),
        });
    } finally {
      setSaving(false);
    }
  };

  const title = `${t(adds ? 'form.create' : 'form.update')}${lang === 'en' ? ' ' : ''}${text(def.title)}`;
  const content = (
    <>
      {modalHolder}
      <FormProvider form={form}>
        <FormLayout layout="vertical" colon={false}>
          {SchemaField ? <SchemaField schema={schema} /> : <Spin style={{ display: 'block', margin: '24px auto' }} />}
        </FormLayout>
      </FormProvider>
    </>
  );
  if (inPage)
    return (
      <Card className="ipms-page-card" title={title}>
        <div style={{ maxWidth: def.width }}>
          {content}
          <Space>
            <Button type="primary" loading={saving} onClick={() => void submit()}>{t('form.ok')}</Button>
            <Button onClick={onClose}>{t('form.cancel')}</Button>
          </Space>
        </div>
      </Card>
    );
  return (
    <Modal
      open
      width={narrow ? '100vw' : def.width}
      className={narrow ? 'ipms-dialog-narrow' : undefined}
      title={title}
      okText={t('form.ok')}
      cancelText={t('form.cancel')}
      confirmLoading={saving}
      maskClosable={false}
      destroyOnHidden
      onOk={submit}
      onCancel={onClose}
    >
      {content}
    </Modal>
  );
}
