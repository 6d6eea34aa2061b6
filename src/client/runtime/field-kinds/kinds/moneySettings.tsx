// 金额 settings: the default currency and whether it is fixed (loaded when a settings panel opens).
import { Form, Select, Switch } from 'antd';
import { currencyOf } from '../../../../shared/money';
import { useT } from '../../../i18n';
import type { ConfigPanelProps, ConfigWidget } from '../contracts';
import { currencyOptions } from './money';

function MoneySettings({ value, onChange, lang }: ConfigPanelProps) {
  const t = useT();
  return (
    <>
      <Form.Item label={t('kind.money.currency')} style={{ marginBottom: 12 }}>
        <Select value={currencyOf(value.currency as string).code} options={currencyOptions(lang)} onChange={(currency) => onChange({ ...value, currency })} data-testid="money-currency" />
      </Form.Item>
      <Form.Item label={t('kind.money.fixed')} style={{ marginBottom: 12 }}>
        <Switch checked={value.fixedCurrency === true} onChange={(fixedCurrency) => onChange({ ...value, fixedCurrency })} />
      </Form.Item>
    </>
  );
}

export const moneyConfig: ConfigWidget = { Panel: MoneySettings };
