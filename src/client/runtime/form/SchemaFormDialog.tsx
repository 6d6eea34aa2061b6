// Create/edit dialog of a list screen (spec 2.16): the screen's Formily schema rendered with
// @formily/antd-v5 on a FormGrid of form.columns, titles and enum labels per language, x-options-call
// choices loaded into the field's dataSource. Lazy-loaded by the list page, so Formily stays in this chunk.
// An edit sends back the row version it was read at; when someone else saved the record meanwhile, the dialog
// offers to reload it (staleRecord.ts).
import { createForm, setValidateLanguage, type Form } from '@formily/core';
import { FormProvider, createSchemaField, type ISchema } from '@formily/react';
import { Checkbox } from '@formily/antd-v5/esm/checkbox';
import { DatePicker } from '@formily/antd-v5/esm/date-picker';
import { FormGrid } from '@formily/antd-v5/esm/form-grid';
import { FormItem } from '@formily/antd-v5/esm/form-item';
import { FormLayout } from '@formily/antd-v5/esm/form-layout';
import { Input } from '@formily/antd-v5/esm/input';
import { NumberPicker } from '@formily/antd-v5/esm/number-picker';
import { Password } from '@formily/antd-v5/esm/password';
import { Radio } from '@formily/antd-v5/esm/radio';
import { Select } from '@formily/antd-v5/esm/select';
import { Switch } from '@formily/antd-v5/esm/switch';
import { Modal } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useI18nText, useT } from '../../i18n';
import { transport } from '../../request/http';
import { notify } from '../../request/notify';
import { useSettings } from '../../settings/settings';
import { resolveCall } from '../actions/actions';
import { normalizeOptions } from '../filter/options';
import type { Row } from '../list/listController';
import type { ScreenDef } from '../screen-types';
import { registeredFormComponents } from './formComponents';
import { ImageUpload } from './ImageUpload';
import { initialValues, prepareSchema, toSubmitBody, type FieldMeta, type Lang } from './formSchema';
import { staleRecord, updateBody } from './staleRecord';

const SchemaField = createSchemaField({
  components: { FormItem, FormGrid, Input, Password, Select, Radio, Checkbox, Switch, NumberPicker, DatePicker, ImageUpload, ...registeredFormComponents() },
});

export interface SchemaFormDialogProps {
  screen: ScreenDef;
  mode: 'create' | 'update';
  row?: Row;
  onClose: () => void;
  /** Called after a successful save (the list refreshes). */
  onSaved: () => void;
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

export default function SchemaFormDialog({ screen, mode, row, onClose, onSaved }: SchemaFormDialogProps) {
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
    // Fields sit on a FormGrid of form.columns; x-decorator-props.gridSpan widens a field.
    const wrapped: ISchema = {
      type: 'object',
      properties: {
        grid: {
          type: 'void',
          'x-component': 'FormGrid',
          'x-component-props': { maxColumns: def.columns, minColumns: 1, columnGap: 24, rowGap: 0 },
          properties: (root.properties ?? {}) as ISchema['properties'],
        },
      },
    };
    return { schema: wrapped, meta: prepared.meta };
  }, [def, mode, lang, screen.columns]);
  // The record the form was read from: replaced when the user reloads after a stale save.
  const [base, setBase] = useState<Row | undefined>(row);
  const form = useMemo(() => createForm({ initialValues: mode === 'update' ? initialValues(base, meta) : {} }), [mode, base, meta]);
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
      const body = toSubmitBody(form.values as Record<string, unknown>, meta);
      await transport(call, mode === 'update' ? updateBody(body, base ?? {}, def.rowVersion) : body);
      notify.success(t(mode === 'create' ? 'action.created' : 'action.updated'));
      onSaved();
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

  return (
    <Modal
      open
      width={def.width}
      title={`${t(mode === 'create' ? 'form.create' : 'form.update')}${lang === 'en' ? ' ' : ''}${text(def.title)}`}
      okText={t('form.ok')}
      cancelText={t('form.cancel')}
      confirmLoading={saving}
      maskClosable={false}
      destroyOnHidden
      onOk={submit}
      onCancel={onClose}
    >
      {modalHolder}
      <FormProvider form={form}>
        <FormLayout layout="vertical" colon={false}>
          <SchemaField schema={schema} />
        </FormLayout>
      </FormProvider>
    </Modal>
  );
}
