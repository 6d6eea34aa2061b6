// Row button 期限推导 (widget officialDerivation): how the document's deadline was computed, step by step, from
// the derivation the server stored with it (shared/deadline.ts Derivation).
import { Alert, Descriptions, Drawer, Empty, Tag, Timeline } from 'antd';
import type { WidgetProps } from '../../../client/runtime/widgets/registry';
import type { Derivation } from '../shared/deadline';
import { useT } from '../i18n';

export default function DerivationPanel({ context, onClose }: WidgetProps) {
  const t = useT();
  const d = (context.row?.derivation ?? null) as Derivation | null;
  const remaining = context.row?.remainingDays as number | null | undefined;
  const title = `${t('official.derivation.title')}${context.row?.typeName ? ` · ${String(context.row.typeName)}` : ''}`;
  return (
    <Drawer open width={560} title={title} onClose={onClose} destroyOnHidden data-testid="official-derivation">
      {!d ? (
        <Empty description={t('official.derivation.empty')} />
      ) : (
        <>
          {d.none && <Alert type="info" showIcon message={t(`official.derivation.none.${d.none}`)} style={{ marginBottom: 12 }} />}
          {d.calendarMissingYears.length > 0 && (
            <Alert type="warning" showIcon message={t('official.derivation.missing', { years: d.calendarMissingYears.join('、') })} style={{ marginBottom: 12 }} />
          )}
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('official.derivation.type')}>{d.typeName}</Descriptions.Item>
            <Descriptions.Item label={t('official.derivation.medium')}>{t(`official.derivation.${d.medium}`)}</Descriptions.Item>
            <Descriptions.Item label={t('official.derivation.issue')}>{d.issueDate}</Descriptions.Item>
            {d.receiptDate && <Descriptions.Item label={t('official.derivation.receipt')}>{d.receiptDate}</Descriptions.Item>}
            {d.rule && (
              <Descriptions.Item label={t('official.derivation.rule')}>
                {t('official.derivation.ruleVersion', {
                  text: d.rule.text || '—',
                  from: d.rule.effectiveFrom,
                  to: d.rule.effectiveTo ? t('official.derivation.ruleTo', { to: d.rule.effectiveTo }) : '',
                })}
              </Descriptions.Item>
            )}
            {d.service && (
              <Descriptions.Item label={t('official.derivation.service')}>
                {d.service.date}（{t(`official.derivation.${d.service.how}`, { period: d.service.period ?? '' })}）
              </Descriptions.Item>
            )}
            {d.rawEnd && <Descriptions.Item label={t('official.derivation.rawEnd')}>{d.rawEnd}</Descriptions.Item>}
            {d.deadline && (
              <Descriptions.Item label={t('official.derivation.deadline')}>
                <strong data-testid="official-derivation-deadline">{d.deadline}</strong>{' '}
                {typeof remaining === 'number' && (
                  <Tag color={remaining < 0 ? 'red' : remaining <= 7 ? 'orange' : 'green'}>
                    {remaining < 0 ? t('official.derivation.overdue', { n: -remaining }) : remaining === 0 ? t('official.derivation.today') : t('official.derivation.remaining', { n: remaining })}
                  </Tag>
                )}
              </Descriptions.Item>
            )}
            {d.legalBasis && <Descriptions.Item label={t('official.derivation.basis')}>{d.legalBasis}</Descriptions.Item>}
          </Descriptions>
          {d.steps.length > 0 && (
            <>
              <h4 style={{ margin: '16px 0 8px' }}>{t('official.derivation.steps')}</h4>
              <Timeline
                items={[
                  ...d.steps.map((s) => ({ children: `${s.from} + ${s.period} = ${s.to}` })),
                  ...d.rolled.map((r) => ({
                    color: 'orange',
                    children: `${r.date} ${r.why === 'holiday' ? `${t('official.derivation.holiday')}（${r.name ?? ''}）` : t('official.derivation.weekend')} → ${t('official.derivation.rolled')}`,
                  })),
                  ...(d.adjustedWorkday ? [{ color: 'blue', children: t('official.derivation.adjusted', { name: d.adjustedWorkday }) }] : []),
                  ...(d.deadline ? [{ color: 'green', children: `${t('official.derivation.deadline')}：${d.deadline}` }] : []),
                ]}
              />
            </>
          )}
        </>
      )}
    </Drawer>
  );
}
