// Proposals received through the public links (/system/proposalConfig 收到的提案): hand-written rather than a schema
// screen because each row's action asks which case form the proposal becomes (built-in or designed) before acting.
// A row opens to what the client filled in, shown by its form version (files by name, downloaded on click).
import { createForm } from '@formily/core';
import { Button, Drawer, Empty, Input, Modal, Select, Space, Spin, Table, Tag, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { dicts } from '../../../generated/dicts';
import { api } from '../../../client/request/api';
import { notify } from '../../../client/request/notify';
import { useSettings } from '../../../client/settings/settings';
import { useT } from '../i18n';
import DesignedFormView from './DesignedFormView';

type Rec = Record<string, any>;
const STATUS_COLOR = ['blue', 'green', 'default'];

function ToCaseDialog({ proposal, onDone, onClose }: { proposal: Rec; onDone: (p: Rec) => void; onClose: () => void }) {
  const t = useT();
  const [designed, setDesigned] = useState<Array<{ value: number; label: string }>>([]);
  const [target, setTarget] = useState<string | undefined>();
  useEffect(() => void api.caseDesign.formOptions({}).then((r) => setDesigned(r as never), () => undefined), []);
  const options = [
    { label: t('proposal.designedForms'), options: designed.map((f) => ({ value: `custom:${f.value}`, label: f.label })) },
    { label: t('proposal.builtinForms'), options: Object.entries(dicts['Case.caseType'] as Record<string, { zh: string }>).filter(([k]) => k !== 'custom').map(([k, l]) => ({ value: k, label: l.zh })) },
  ];
  const ok = async () => {
    if (!target) return;
    const [caseType, formId] = target.startsWith('custom:') ? ['custom', Number(target.slice(7))] : [target, undefined];
    const p = (await api.caseDesign.proposalToCase({ id: proposal.id, version: proposal.version, caseType, ...(formId ? { formId } : {}) })) as Rec;
    notify.success(t('proposal.turned', { caseNo: p.caseNo }));
    onDone(p);
  };
  return (
    <Modal open title={t('proposal.toCase')} onCancel={onClose} onOk={() => ok().catch(() => undefined)} okButtonProps={{ disabled: !target, 'data-testid': 'proposal-to-case-ok' } as never} width={500}>
      <Typography.Paragraph type="secondary">{t('proposal.toCaseHelp')}</Typography.Paragraph>
      <Select style={{ width: '100%' }} showSearch optionFilterProp="label" placeholder={t('proposal.target')} options={options} value={target} onChange={setTarget} data-testid="proposal-target" />
    </Modal>
  );
}

/** What the client filled in, read-only, by the form version the proposal was filed with. */
function ProposalValues({ proposal }: { proposal: Rec }) {
  const lang = useSettings().language === 'en' ? 'en' : 'zh';
  const [schema, setSchema] = useState<Rec | null>(null);
  useEffect(() => {
    let alive = true;
    api.caseDesign.formVersion({ formId: proposal.formId, formVersion: proposal.formVersion }, { noLoading: true }).then(
      (v) => alive && setSchema((v as Rec).schema),
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [proposal.formId, proposal.formVersion]);
  const form = useMemo(() => createForm({ readPretty: true, initialValues: structuredClone(proposal.bizParam ?? {}) }), [proposal]);
  if (!schema) return <Spin />;
  return (
    <div className="ipms-proposal-values" data-testid="proposal-values">
      <DesignedFormView schema={schema} form={form} lang={lang} />
    </div>
  );
}

export default function ProposalsDrawer({ open, formId, onClose }: { open: boolean; formId?: number; onClose: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const [rows, setRows] = useState<Rec[]>([]);
  const [acting, setActing] = useState<Rec | null>(null);
  const load = useCallback(() => void api.caseDesign.proposals(formId ? { formId } : {}).then((r) => setRows(r.list as Rec[]), () => undefined), [formId]);
  useEffect(() => {
    if (open) load();
  }, [open, load]);
  const decline = (p: Rec) => {
    let remark = '';
    Modal.confirm({
      title: t('proposal.decline'),
      content: <Input.TextArea maxLength={200} placeholder={t('proposal.remark')} onChange={(e) => (remark = e.target.value)} />,
      onOk: async () => {
        await api.caseDesign.proposalDecline({ id: p.id, version: p.version, ...(remark.trim() ? { remark: remark.trim() } : {}) });
        load();
      },
    });
  };
  return (
    <Drawer open={open} onClose={onClose} width="min(900px, 100vw)" title={t('proposal.received')} destroyOnHidden>
      {rows.length ? (
        <Table<Rec>
          size="small"
          rowKey="id"
          dataSource={rows}
          scroll={{ x: true }}
          pagination={{ pageSize: 20 }}
          data-testid="proposals-table"
          expandable={{ expandedRowRender: (r) => <ProposalValues proposal={r} /> }}
          columns={[
            { dataIndex: 'createdAt', title: t('proposal.submittedAt'), render: (v: string) => new Date(v).toLocaleString('zh-CN', { hour12: false }) },
            { dataIndex: 'formLabel', title: t('proposal.form'), render: (v: string, r) => `${v} v${r.formVersion}` },
            { dataIndex: 'contactName', title: t('proposal.contact'), render: (v: string, r) => [v, r.contactPhone, r.contactEmail].filter(Boolean).join(' / ') },
            { dataIndex: 'status', title: t('proposal.status'), render: (v: number, r) => <Tag color={STATUS_COLOR[v]}>{t(`proposal.status.${v}` as 'proposal.status.0')}{r.caseNo ? ` ${r.caseNo}` : ''}</Tag> },
            {
              key: 'actions',
              title: t('proposal.actions'),
              render: (_: unknown, r) =>
                r.status === 0 ? (
                  <Space>
                    <Button size="small" type="link" onClick={() => setActing(r)} data-testid="proposal-to-case">{t('proposal.toCase')}</Button>
                    <Button size="small" type="link" danger onClick={() => decline(r)}>{t('proposal.decline')}</Button>
                  </Space>
                ) : r.caseNo ? (
                  <Button size="small" type="link" onClick={() => navigate(`/brandManage/case-detail?caseNo=${r.caseNo}`)}>{t('proposal.openCase')}</Button>
                ) : null,
            },
          ]}
        />
      ) : (
        <Empty description={t('proposal.none')} />
      )}
      {acting ? <ToCaseDialog proposal={acting} onClose={() => setActing(null)} onDone={() => { setActing(null); load(); }} /> : null}
    </Drawer>
  );
}
