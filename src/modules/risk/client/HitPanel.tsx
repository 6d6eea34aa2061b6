// A monitoring hit above its comparison (/tool/dplsearch4?hit=): watch, mark, risk level, status, reason and the
// opposition deadline with its derivation; the actions its status allows (拟提异议, 忽略, 恢复), the demand or case
// planned from it, and the way back to the hit list.
import { Button, Card, Descriptions, Modal, Space, Tag, message } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { dicts } from '../../../generated/dicts';
import type { RiskHit } from '../../../generated/types';
import { api } from '../../../client/request/api';
import { usePermission } from '../../../client/session/permission';
import { useSettings } from '../../../client/settings/settings';
import { oppositionRuleOn } from '../../public-marks/client';
import { deadlineDerivation } from '../shared/opposition';
import { useT } from '../i18n';
import { PlanOppositionDialog } from './PlanOppositionDialog';

type Dict = Record<string, { zh: string; en: string }>;
const LEVEL_COLOR = { high: 'red', medium: 'orange', low: 'green' } as const;
const STATUS_COLOR: Record<string, string> = { new: 'blue', dismissed: 'default', oppositionPlanned: 'volcano', oppositionFiled: 'green' };

export default function HitPanel({ hit, onChanged }: { hit: RiskHit; onChanged: () => void }) {
  const t = useT();
  const can = usePermission();
  const navigate = useNavigate();
  const lang = useSettings().language === 'en' ? 'en' : 'zh';
  const label = (dict: string, v: string) => (dicts[dict as keyof typeof dicts] as Dict | undefined)?.[v]?.[lang] ?? v;
  const [planning, setPlanning] = useState(false);
  const [modal, holder] = Modal.useModal();
  const handle = can('riskHandle');
  const planOpen = handle && (hit.status === 'new' || (hit.status === 'oppositionPlanned' && !hit.opposedBy));
  const move = (call: 'hitDismiss' | 'hitRestore', question: string) =>
    void modal.confirm({
      title: question,
      onOk: async () => {
        await api.risk[call]({ id: hit.id });
        message.success(t('risk.done'));
        onChanged();
      },
    });
  const list = `${hit.country === 'CN' ? '/risk/brandList' : '/tool/overseasMonitor'}?watchName=${encodeURIComponent(hit.watchName)}`;

  return (
    <Card
      size="small"
      style={{ marginBottom: 12 }}
      data-testid="risk-hit-panel"
      title={
        <Space size={4} wrap>
          {t('risk.hit.title')}
          <Tag color={LEVEL_COLOR[hit.riskLevel]}>{t('risk.hit.level', { l: label('RiskHit.riskLevel', hit.riskLevel) })}</Tag>
          <Tag color={STATUS_COLOR[hit.status]} data-testid="risk-hit-status">
            {label('RiskHit.status', hit.status)}
          </Tag>
        </Space>
      }
    >
      {holder}
      <Descriptions size="small" column={{ xs: 1, md: 2 }} style={{ marginBottom: 8 }}>
        <Descriptions.Item label={t('risk.hit.watch')}>
          {hit.watchName || '—'}（{label('RiskHit.watchKind', hit.watchKind)}）
        </Descriptions.Item>
        <Descriptions.Item label={t('risk.hit.mark')}>
          {hit.tmName}（{hit.appNo}）
        </Descriptions.Item>
        <Descriptions.Item label={t('risk.hit.reason')} span={{ xs: 1, md: 2 }}>
          {hit.reason}
        </Descriptions.Item>
        <Descriptions.Item label={t('risk.hit.deadline')} span={{ xs: 1, md: 2 }}>
          <span data-testid="risk-hit-deadline">{deadlineDerivation(hit, oppositionRuleOn).join('；')}</span>
        </Descriptions.Item>
      </Descriptions>
      <Space wrap>
        {planOpen && (
          <Button type="primary" onClick={() => setPlanning(true)} data-testid="risk-hit-plan">
            {t('risk.action.plan')}
          </Button>
        )}
        {handle && hit.status === 'new' && <Button onClick={() => move('hitDismiss', t('risk.confirm.dismiss'))}>{t('risk.action.dismiss')}</Button>}
        {handle && hit.status === 'dismissed' && <Button onClick={() => move('hitRestore', t('risk.confirm.restore'))}>{t('risk.action.restore')}</Button>}
        {hit.opposedBy === 'demand' && hit.demandId && can('demandList') && (
          <Button onClick={() => navigate(`/brand/demandDetail?id=${hit.demandId}`)} data-testid="risk-hit-demand">
            {t('risk.action.openDemand', { no: hit.demandNo ?? '' })}
          </Button>
        )}
        {hit.opposedBy === 'case' && hit.caseNo && can('caseList') && (
          <Button onClick={() => navigate(`/brandManage/case-detail?caseNo=${encodeURIComponent(hit.caseNo!)}`)} data-testid="risk-hit-case">
            {t('risk.action.openCase', { no: hit.caseNo })}
          </Button>
        )}
        <Button type="link" onClick={() => navigate(list)}>
          {t('risk.action.back')}
        </Button>
      </Space>
      {planning && <PlanOppositionDialog hit={hit} onClose={() => setPlanning(false)} onDone={onChanged} />}
    </Card>
  );
}
