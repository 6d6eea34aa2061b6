// 剩余天数 (field kind remainingDays): days left to an official deadline as a status tag — overdue red, due within
// 7 days orange, else green; the number itself for filters and export.
import { Tag } from 'antd';
import { number } from '../../../client/runtime/field-kinds/kinds/number';
import type { FieldKindImpl } from '../../../client/runtime/field-kinds/contracts';
import { useT } from '../i18n';

export function RemainingDaysTag({ days }: { days: number | null | undefined }) {
  const t = useT();
  if (typeof days !== 'number') return null;
  const color = days < 0 ? 'red' : days <= 7 ? 'orange' : 'green';
  const text = days < 0 ? t('official.derivation.overdue', { n: -days }) : days === 0 ? t('official.derivation.today') : t('official.derivation.remaining', { n: days });
  return (
    <Tag color={color} data-testid="remaining-days">
      {text}
    </Tag>
  );
}

export const remainingDaysKind: FieldKindImpl = {
  ...number,
  cell: { ...number.cell, Render: ({ value }) => <RemainingDaysTag days={value as number | null} /> },
};
