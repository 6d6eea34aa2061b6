// 金额 (money): the showcase of "a new kind is one registry entry" (schemas/field-kinds/money.json + this file).
// An exact amount as a decimal string with its ISO-4217 currency ({amount: "1234.50", currency: "CNY"}, never a
// float); shown ¥1,234.50 / US$ 1,234.50; typed into an amount input beside a currency select (fixed when the
// field's setting says so); filtered by an amount range; settings: the default currency.
import { Input, Select, Space } from 'antd';
import { useState } from 'react';
import { CURRENCIES, currencyOf, formatMoney, isMoney, parseAmount, type Money } from '../../../../shared/money';
import type { CellEditorProps, EditorProps, FieldCtx, FieldKindImpl } from '../contracts';
import { lazyConfig } from '../lazyWidgets';
import { NumberRangeField } from '../filterWidgets';
import { isBlank } from './shared';

const defaultCurrency = (ctx: FieldCtx) => currencyOf(ctx.config.currency as string | undefined).code;
export const currencyOptions = (lang: 'zh' | 'en') => CURRENCIES.map((c) => ({ value: c.code, label: `${c.code} ${lang === 'en' ? c.en : c.zh}` }));

/** The editor's value: what is typed, with the currency; turned into a stored Money by toValue. */
interface Draft { amount: string; currency: string }
const draftOf = (value: unknown, ctx: FieldCtx): Draft =>
  isMoney(value) ? { amount: value.amount, currency: value.currency } : { amount: '', currency: defaultCurrency(ctx) };

function MoneyInput({ value, onChange, ctx, autoFocus, placeholder, disabled }: EditorProps) {
  const [draft, setDraft] = useState(() => draftOf(value, ctx));
  const fixed = ctx.config.fixedCurrency === true;
  const set = (next: Draft) => {
    setDraft(next);
    onChange(next.amount.trim() === '' ? null : next);
  };
  return (
    <Space.Compact style={{ width: '100%' }} data-testid="money-input">
      <Select
        style={{ width: 120 }}
        disabled={disabled || fixed}
        value={draft.currency}
        options={currencyOptions(ctx.lang)}
        optionLabelProp="value"
        popupMatchSelectWidth={false}
        onChange={(currency) => set({ ...draft, currency })}
        aria-label="currency"
      />
      <Input
        autoFocus={autoFocus}
        disabled={disabled}
        placeholder={placeholder}
        inputMode="decimal"
        data-testid="money-amount"
        prefix={currencyOf(draft.currency).symbol.trim()}
        value={draft.amount}
        maxLength={22}
        onChange={(e) => set({ ...draft, amount: e.target.value.replace(/[^\d.,\-]/g, '') })}
      />
    </Space.Compact>
  );
}

function MoneyCellEditor({ value, onChange, commit, cancel, ctx }: CellEditorProps) {
  return (
    <div className="ipms-cf-popup" onKeyDown={(e) => (e.key === 'Escape' ? cancel() : e.key === 'Enter' && commit())}>
      <MoneyInput value={value} onChange={onChange} ctx={ctx} autoFocus />
    </div>
  );
}

export const money: FieldKindImpl = {
  filter: NumberRangeField,
  editor: { Component: MoneyInput },
  cell: { text: (v) => formatMoney(v), width: 150, cellClass: 'ipms-cell-number' },
  cellEditor: { Component: MoneyCellEditor, popup: true, ownsKey: (e) => e.key === 'Enter' },
  // The settings panel (designer, custom fields) loads when opened, not with every list that shows money.
  config: lazyConfig(() => import('./moneySettings').then((m) => m.moneyConfig), 'money'),
  toValue: (raw, ctx) => {
    if (isBlank(raw)) return { ok: true, value: null };
    const draft = isMoney(raw) ? raw : null;
    if (!draft) return { ok: false, error: 'kind.money.invalid' };
    const currency = ctx.config.fixedCurrency === true ? defaultCurrency(ctx) : currencyOf(draft.currency).code;
    const amount = parseAmount(draft.amount, currency);
    if (amount === null) return { ok: true, value: null };
    return amount === undefined ? { ok: false, error: 'kind.money.invalid' } : { ok: true, value: { amount, currency } satisfies Money };
  },
};
