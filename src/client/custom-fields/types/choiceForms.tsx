// 单选 / 多选: form editors (selects with the options' colours) and the options editor (rows of option text and
// colour picker, add and remove; new fields start with the type's three colour presets).
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, ColorPicker, Form, Input, Select, Tooltip } from 'antd';
import { useT } from '../../i18n';
import { newOption, OPTION_COLORS, OPTION_MAX_LENGTH, optionsOf, optionsRules, type ChoiceOption } from './choice';
import { choiceSelectOptions } from './choiceCells';
import type { ConfigPanelProps, ConfigWidget, EditorProps, EditorWidget } from '../../runtime/field-kinds/contracts';

function ChoiceEditor({ value, onChange, ctx, autoFocus, placeholder, multiple }: EditorProps & { multiple: boolean }) {
  return (
    <Select
      allowClear
      showSearch
      autoFocus={autoFocus}
      placeholder={placeholder}
      optionFilterProp="text"
      mode={multiple ? 'multiple' : undefined}
      style={{ width: '100%' }}
      value={multiple ? ((Array.isArray(value) ? value : []) as string[]) : ((value as string | null) ?? undefined)}
      options={choiceSelectOptions(ctx)}
      onChange={(v) => onChange(v ?? null)}
    />
  );
}

export const selectEditor: EditorWidget = { Component: (p) => <ChoiceEditor {...p} multiple={false} /> };
export const multiSelectEditor: EditorWidget = { Component: (p) => <ChoiceEditor {...p} multiple /> };

function OptionsEditor({ value, onChange }: ConfigPanelProps) {
  const t = useT();
  const options = optionsOf(value);
  const set = (next: ChoiceOption[]) => onChange({ ...value, options: next });
  const update = (i: number, patch: Partial<ChoiceOption>) => set(options.map((o, j) => (j === i ? { ...o, ...patch } : o)));
  return (
    <Form.Item label={t('cf.options')} required style={{ marginBottom: 12 }}>
      <div className="ipms-cf-options" data-testid="cf-options">
        {options.map((o, i) => (
          <div className="ipms-cf-option-row" key={i}>
            <ColorPicker
              size="small"
              value={o.color}
              presets={[{ label: t('cf.optionColors'), colors: OPTION_COLORS }]}
              disabledAlpha
              onChange={(c) => update(i, { color: c.toHexString() })}
            />
            <Input
              value={o.cont}
              maxLength={OPTION_MAX_LENGTH}
              placeholder={t('cf.optionPlaceholder')}
              onChange={(e) => update(i, { cont: e.target.value, name: e.target.value })}
              aria-label={t('cf.optionPlaceholder')}
            />
            <Tooltip title={t('cf.removeOption')}>
              <Button type="text" size="small" icon={<DeleteOutlined />} disabled={options.length <= 1} onClick={() => set(options.filter((_, j) => j !== i))} aria-label={t('cf.removeOption')} />
            </Tooltip>
          </div>
        ))}
        <Button type="dashed" size="small" icon={<PlusOutlined />} onClick={() => set([...options, newOption(options)])} block>
          {t('cf.addOption')}
        </Button>
      </div>
    </Form.Item>
  );
}

export const optionsConfig: ConfigWidget = { Panel: OptionsEditor, ...optionsRules };
