// The 撤三 checklist of one mark (server: shared/checklist.ts): per registered goods item, the three years before
// the reference date, each with the four core kinds of evidence, present (green) or missing (red). Stacked rows,
// so it fits a 390 px phone as well as a desktop.
import { Alert, Space, Tag, Typography } from 'antd';
import type { EvidenceDetailResponse } from '../../../generated/types';
import { useT } from '../i18n';

type Checklist = EvidenceDetailResponse['checklist'];

export function ChecklistSummary({ checklist }: { checklist: Checklist }) {
  const t = useT();
  if (!checklist.rows.length) return <Alert type="warning" showIcon message={t('evidence.checklist.noGoods')} />;
  return checklist.complete ? (
    <Tag color="green" data-testid="checklist-summary">{t('evidence.checklist.complete')}</Tag>
  ) : (
    <Tag color="red" data-testid="checklist-summary">
      {t('evidence.checklist.summary', { missing: checklist.missingCount, total: checklist.cellCount, goods: checklist.rows.length })}
    </Tag>
  );
}

export function ChecklistView({ checklist }: { checklist: Checklist }) {
  const t = useT();
  const periodText = (index: number) => {
    const p = checklist.periods.find((x) => x.index === index)!;
    return t('evidence.checklist.period', { n: index, from: p.from, to: p.to });
  };
  return (
    <div data-testid="evidence-checklist">
      {checklist.rows.map((row) => (
        <div key={row.goods} style={{ borderTop: '1px solid rgba(5,5,5,0.06)', padding: '8px 0' }} data-testid="checklist-row" data-goods={row.goods}>
          <Typography.Text strong>{row.goods}</Typography.Text>
          {row.cells.map((cell) => (
            <div key={cell.period} style={{ display: 'flex', flexWrap: 'wrap', gap: 4, alignItems: 'center', marginTop: 4 }}>
              <Typography.Text type="secondary" style={{ minWidth: 220, fontSize: 12 }}>
                {periodText(cell.period)}
              </Typography.Text>
              <Space size={4} wrap>
                {cell.present.map((k) => (
                  <Tag key={k} color="green" style={{ marginInlineEnd: 0 }} data-testid="cell-present">
                    ✓ {t(`evidence.kind.${k}`)}
                  </Tag>
                ))}
                {cell.missing.map((k) => (
                  <Tag key={k} color="red" style={{ marginInlineEnd: 0 }} data-testid="cell-missing">
                    {t('evidence.checklist.missing')} {t(`evidence.kind.${k}`)}
                  </Tag>
                ))}
              </Space>
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
