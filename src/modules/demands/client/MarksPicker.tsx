// 关联商标 of a demand: the marks picked from the archive in the shared related-trademark drawer (archive module),
// shown as tags; archive records only (a demand links trademark ids, so no placeholder numbers).
import { Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { RelatedTrademarkDrawer, type RelatedMark } from '../../archive/client';
import { useT } from '../i18n';

export interface PickedMark { id: number; tmName: string }

const toRelated = (m: PickedMark): RelatedMark => ({ id: m.id, regNo: null, tmName: m.tmName, tmCl: null, countryCode: 'CN', applicant: null, tmStatus: null });

export function MarksPicker({ value = [], onChange }: { value?: PickedMark[]; onChange?: (v: PickedMark[]) => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <Space wrap data-testid="demand-marks">
      {value.map((m) => (
        <Tag key={m.id} closable onClose={() => onChange?.(value.filter((x) => x.id !== m.id))}>{m.tmName || `#${m.id}`}</Tag>
      ))}
      <Button size="small" onClick={() => setOpen(true)} data-testid="demand-pick-marks">{t('demands.form.pickMarks')}</Button>
      {open && (
        <RelatedTrademarkDrawer
          open
          allowPlaceholder={false}
          value={value.map(toRelated)}
          onCancel={() => setOpen(false)}
          onOk={(picked) => {
            setOpen(false);
            onChange?.(picked.filter((p): p is RelatedMark & { id: number } => p.id !== null).map((p) => ({ id: p.id, tmName: p.tmName })));
          }}
        />
      )}
    </Space>
  );
}
