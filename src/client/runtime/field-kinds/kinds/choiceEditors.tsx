// The choice kinds' editors and settings panel that only dialogs show (a list's first load does not carry them):
// radio and checkbox groups, the cascader, the switch, the dictionary options panel.
import { Cascader, Checkbox, Input, Radio, Switch } from 'antd';
import { useT } from '../../../i18n';
import { optionCodec } from '../../filter/options';
import type { ConfigPanelProps, ConfigWidget, EditorProps, EditorWidget, Option } from '../contracts';
import { values } from './choice';
import { choicesOf, isBlank } from './shared';

/** The designer's settings of a dictionary kind: one option a line, "value=label" (or just the label). */
function DictSettings({ value, onChange }: ConfigPanelProps) {
  const t = useT();
  const lines = (Array.isArray(value.options) ? (value.options as Option[]) : []).map((o) => (String(o.value) === o.label ? o.label : `${o.value}=${o.label}`));
  return (
    <Input.TextArea
      aria-label={t('cf.options')}
      autoSize={{ minRows: 3, maxRows: 10 }}
      defaultValue={lines.join('\n')}
      onChange={(e) =>
        onChange({
          ...value,
          options: e.target.value
            .split('\n')
            .map((l) => l.trim())
            .filter(Boolean)
            .map((l) => {
              const [v, ...rest] = l.split('=');
              return { value: v.trim(), label: (rest.length ? rest.join('=') : v).trim() };
            }),
        })
      }
    />
  );
}

export const dictConfig: ConfigWidget = { Panel: DictSettings };

export const radioEditor: EditorWidget = {
  Component: ({ value, onChange, ctx, disabled }: EditorProps) => {
    const options = choicesOf(ctx);
    const codec = optionCodec(options);
    return (
      <Radio.Group
        disabled={disabled}
        value={isBlank(value) ? undefined : codec.encode(value)}
        onChange={(e) => onChange(codec.decode(e.target.value))}
        options={options.map((o) => ({ value: codec.encode(o.value), label: o.label }))}
      />
    );
  },
};

export const checkboxEditor: EditorWidget = {
  Component: ({ value, onChange, ctx, disabled }: EditorProps) => {
    const options = choicesOf(ctx);
    const codec = optionCodec(options);
    return (
      <Checkbox.Group
        disabled={disabled}
        value={values(value).map(codec.encode)}
        onChange={(v) => onChange((v as string[]).map(codec.decode))}
        options={options.map((o) => ({ value: codec.encode(o.value), label: o.label }))}
      />
    );
  },
};

export const cascaderEditor: EditorWidget = {
  Component: ({ value, onChange, ctx, autoFocus, placeholder, disabled }: EditorProps) => (
    <Cascader
      allowClear
      changeOnSelect
      autoFocus={autoFocus}
      disabled={disabled}
      placeholder={placeholder}
      style={{ width: '100%' }}
      options={choicesOf(ctx) as never}
      value={values(value) as (string | number)[]}
      onChange={(v) => onChange(v?.length ? v : null)}
    />
  ),
};

export const switchEditor: EditorWidget = {
  Component: ({ value, onChange, disabled }: EditorProps) => <Switch checked={value === true} disabled={disabled} onChange={(v) => onChange(v)} />,
};
