// 拟提异议 from a hit (the hit list's row button, the comparison page): the mark and how its opposition deadline
// follows from the 初审公告, then a demand (title, priority, description prefilled) or a draft opposition case
// (filled by the server) is created and linked to the hit (/risk/brandList/planOpposition). Full width under md.
import { Alert, Button, Descriptions, Form, Grid, Input, Modal, Radio, Result, Select, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { RiskHit, RiskHitPlanOppositionResponse } from '../../../generated/types';
import { api } from '../../../client/request/api';
import { usePermission } from '../../../client/session/permission';
import { oppositionRuleOn } from '../../public-marks/client';
import { oppositionDraft } from '../shared/opposition';
import { useT } from '../i18n';

type Target = 'demand' | 'case';

export function PlanOppositionDialog({ hit, onClose, onDone }: { hit: RiskHit; onClose: () => void; onDone: () => void }) {
  const t = useT();
  const can = usePermission();
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const draft = oppositionDraft({ ...hit, ownMark: null }, oppositionRuleOn);
  const today = dayjs().format('YYYY-MM-DD');
  const closed = !!hit.oppositionEnd && hit.oppositionEnd < today;
  const caseBlocked =
    hit.country !== 'CN' || !hit.oppositionEnd ? t('risk.plan.caseAbroad') : closed ? t('risk.plan.windowPassed', { d: hit.oppositionEnd! }) : null;
  const canDemand = can('demandManage');
  const canCase = can('caseSave') && !caseBlocked;
  const [target, setTarget] = useState<Target | null>(canDemand ? 'demand' : canCase ? 'case' : null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<RiskHitPlanOppositionResponse | null>(null);
  const [form] = Form.useForm<{ title: string; priority: 'high' | 'normal' | 'low'; description: string }>();

  const submit = async () => {
    if (!target) return;
    const v = target === 'demand' ? await form.validateFields() : null;
    setBusy(true);
    try {
      const r = await api.risk.hitPlanOpposition(
        v ? { id: hit.id, target, title: v.title.trim(), priority: v.priority, description: v.description?.trim() || undefined } : { id: hit.id, target },
      );
      setDone(r);
      onDone();
    } finally {
      setBusy(false);
    }
  };
  const open = () => {
    if (done?.caseNo) navigate(`/brandManage/case-detail?caseNo=${encodeURIComponent(done.caseNo)}`);
    else if (done?.demandId) navigate(`/brand/demandDetail?id=${done.demandId}`);
    onClose();
  };

  return (
    <Modal
      open
      title={t('risk.plan.title')}
      onCancel={onClose}
      width={screens.md ? 640 : '100%'}
      style={screens.md ? undefined : { top: 8, maxWidth: '100vw', paddingInline: 4 }}
      maskClosable={false}
      destroyOnHidden
      footer={
        done ? (
          <Space wrap>
            <Button onClick={onClose}>{t('risk.plan.close')}</Button>
            <Button type="primary" onClick={open} data-testid="risk-plan-open">
              {t('risk.plan.open')}
            </Button>
          </Space>
        ) : (
          <Space wrap>
            <Button onClick={onClose}>{t('form.cancel')}</Button>
            <Button type="primary" loading={busy} disabled={!target} onClick={() => void submit()} data-testid="risk-plan-ok">
              {t('form.ok')}
            </Button>
          </Space>
        )
      }
    >
      {done ? (
        <div data-testid="risk-plan-done">
          <Result status="success" title={done.caseNo ? t('risk.plan.doneCase', { no: done.caseNo }) : t('risk.plan.doneDemand', { no: done.demandNo ?? '' })} />
        </div>
      ) : (
        <div data-testid="risk-plan">
          <Descriptions size="small" column={1} bordered style={{ marginBottom: 12 }} styles={{ label: { whiteSpace: 'nowrap' } }}>
            <Descriptions.Item label={t('risk.hit.mark')}>
              {hit.tmName}（{hit.appNo}）{hit.tmCl ? ` 第${hit.tmCl}类` : ''}
            </Descriptions.Item>
            <Descriptions.Item label={t('risk.hit.watch')}>{hit.watchName || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('risk.hit.deadline')}>
              <span data-testid="risk-plan-deadline">
                {draft.derivation.map((d) => (
                  <div key={d}>{d}</div>
                ))}
              </span>
            </Descriptions.Item>
          </Descriptions>
          {closed && <Alert type="warning" showIcon style={{ marginBottom: 12 }} message={t('risk.plan.windowPassed', { d: hit.oppositionEnd! })} />}
          {!target ? (
            <Alert type="error" showIcon message={t('risk.plan.noRight')} />
          ) : (
            <Form form={form} layout="vertical" initialValues={{ title: draft.title, priority: draft.priority, description: draft.description }}>
              <Form.Item label={t('risk.plan.target')}>
                <Radio.Group value={target} onChange={(e) => setTarget(e.target.value as Target)} data-testid="risk-plan-target">
                  <Space direction="vertical">
                    <Radio value="demand" disabled={!canDemand}>
                      {t('risk.plan.target.demand')}
                    </Radio>
                    <Radio value="case" disabled={!canCase}>
                      {t('risk.plan.target.case')}
                      {caseBlocked && <Typography.Text type="secondary">（{caseBlocked}）</Typography.Text>}
                    </Radio>
                  </Space>
                </Radio.Group>
              </Form.Item>
              {target === 'demand' ? (
                <>
                  <Typography.Paragraph type="secondary">{t('risk.plan.demandNote')}</Typography.Paragraph>
                  <Form.Item name="title" label={t('risk.plan.demandTitle')} rules={[{ required: true, whitespace: true }, { max: 200 }]}>
                    <Input maxLength={200} data-testid="risk-plan-title" />
                  </Form.Item>
                  <Form.Item name="priority" label={t('risk.plan.priority')}>
                    <Select
                      style={{ width: 160 }}
                      options={(['high', 'normal', 'low'] as const).map((p) => ({ value: p, label: t(`risk.plan.priority.${p}`) }))}
                    />
                  </Form.Item>
                  <Form.Item name="description" label={t('risk.plan.description')} rules={[{ max: 4000 }]}>
                    <Input.TextArea rows={6} maxLength={4000} />
                  </Form.Item>
                </>
              ) : (
                <Typography.Paragraph type="secondary">{t('risk.plan.caseNote')}</Typography.Paragraph>
              )}
            </Form>
          )}
        </div>
      )}
    </Modal>
  );
}
