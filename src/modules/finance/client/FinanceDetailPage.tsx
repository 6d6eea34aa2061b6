// /brand/finance-detail?id=: a bill (client, currency, amounts, period, status) with its entries and their cases,
// its payments and invoices, and what may be done with it: 登记付款 and 登记发票 (the forms of the financePayments and
// financeInvoices screens, opened on this bill through the generic form dialog), 核销, 撤销账单, the printable PDF and
// the xlsx export. A detail page is beyond the list runtime, hence this page.
import { Button, Card, Descriptions, Input, Modal, Result, Spin, Table, Tag, message } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { dicts } from '../../../generated/dicts';
import { screen as invoicesScreen } from '../../../generated/screens/financeInvoices';
import { screen as paymentsScreen } from '../../../generated/screens/financePayments';
import type { FinanceBillDetailResponse } from '../../../generated/types';
import { api } from '../../../client/request/api';
import { download } from '../../../client/request/download';
import { exportFileUrl } from '../../../client/runtime/actions/actions';
import { useBreakpoint } from '../../../client/runtime/breakpoints';
import { Authorized } from '../../../client/session/permission';
import { useSettings } from '../../../client/settings/settings';
import { formatAmount } from '../../../shared/money';
import { useT } from '../i18n';
import { todayInChina } from '../shared/dates';
import './finance.css';

const SchemaFormDialog = lazy(() => import('../../../client/runtime/form/SchemaFormDialog'));
const STATUS_COLOR: Record<string, string> = { billed: 'gold', partlyPaid: 'blue', paid: 'green', writtenOff: 'default' };
type DictKey = 'FinanceBill.status' | 'FinanceEntry.feeKind' | 'FinanceEntry.country';
const label = (key: DictKey, v: string, lang: 'zh' | 'en') => (dicts[key] as Record<string, { zh: string; en: string }>)[v]?.[lang] ?? v;
type Files = Array<{ uid: string; name: string }> | null | undefined;

function FileLinks({ files }: { files: Files }) {
  if (!files?.length) return <>-</>;
  return (
    <>
      {files.map((f) => (
        <Button key={f.uid} type="link" size="small" style={{ padding: 0, height: 'auto', whiteSpace: 'normal' }} onClick={() => void download(`/files/uploads/${encodeURIComponent(f.uid)}`, f.name)}>
          {f.name}
        </Button>
      ))}
    </>
  );
}

export default function FinanceDetailPage() {
  const t = useT();
  const lang = useSettings().language === 'en' ? 'en' : 'zh';
  const narrow = useBreakpoint() === 'xs';
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const [detail, setDetail] = useState<FinanceBillDetailResponse | null>(null);
  const [missing, setMissing] = useState(false);
  const [form, setForm] = useState<'pay' | 'invoice' | null>(null);
  const [writeOff, setWriteOff] = useState<string | null>(null);
  const reload = useCallback(async () => {
    if (!Number.isInteger(id) || id < 1) return setMissing(true);
    try {
      setDetail(await api.finance.billDetail({ id }, { noLoading: true }));
    } catch {
      setMissing(true);
    }
  }, [id]);
  useEffect(() => void reload(), [reload]);
  if (missing) return <Card className="ipms-page-card"><Result status="404" title={t('finance.detail.notFound')} extra={<Link to="/brand/financeAll?tab=bills">{t('finance.detail.back')}</Link>} /></Card>;
  if (!detail) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  const b = detail.bill;
  const money = (v: string) => formatAmount(v, b.currency);
  const open = b.status !== 'writtenOff' && b.status !== 'paid';
  const doWriteOff = async () => {
    if (!writeOff?.trim()) return;
    await api.finance.writeOff({ id: b.id, version: b.version, remark: writeOff.trim() });
    setWriteOff(null);
    message.success(t('finance.detail.writeOffDone'));
    await reload();
  };
  const remove = () =>
    Modal.confirm({
      title: t('finance.detail.remove'),
      content: t('finance.detail.removeConfirm'),
      onOk: async () => {
        await api.finance.removeBill({ id: b.id, version: b.version });
        message.success(t('finance.detail.removed'));
        setMissing(true);
      },
    });
  const exportXlsx = async () => {
    const rec = await api.finance.billExport({ columns: ['billNo', 'clientName', 'currency', 'amount', 'paid', 'openAmount', 'status', 'entryCount', 'periodFrom', 'periodTo', 'createdByName', 'createdAt'], ids: [b.id] });
    if (rec.status === 1) await download(exportFileUrl(rec.id), rec.fileName ?? `${b.billNo}.xlsx`);
  };
  return (
    <div className="ipms-page-card ipms-finance-detail" data-testid="bill-detail">
      <Card title={<span style={{ whiteSpace: 'normal' }}>{b.billNo} <Tag color={STATUS_COLOR[b.status]} data-testid="bill-status">{label('FinanceBill.status', b.status, lang)}</Tag></span>}>
        <div className="ipms-finance-actions">
          <Authorized permission="financeManage">
            {b.status !== 'writtenOff' && <Button type="primary" onClick={() => setForm('pay')} data-testid="bill-pay">{t('finance.detail.pay')}</Button>}
            <Button onClick={() => setForm('invoice')} data-testid="bill-invoice">{t('finance.detail.invoice')}</Button>
            {open && <Button onClick={() => setWriteOff('')}>{t('finance.detail.writeOff')}</Button>}
            {!detail.payments.length && !detail.invoices.length && <Button danger onClick={remove}>{t('finance.detail.remove')}</Button>}
          </Authorized>
          <Button onClick={() => void download(`/files/finance/bills/${b.id}`, `${b.billNo}.pdf`)} data-testid="bill-pdf">{t('finance.detail.pdf')}</Button>
          <Authorized permission="financeExport">
            <Button onClick={() => void exportXlsx()} data-testid="bill-export">{t('finance.detail.export')}</Button>
          </Authorized>
        </div>
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
          <Descriptions.Item label={t('finance.field.client')}>{b.clientName}</Descriptions.Item>
          <Descriptions.Item label={t('finance.field.currency')}>{b.currency}</Descriptions.Item>
          <Descriptions.Item label={t('finance.field.period')}>{b.periodFrom} ~ {b.periodTo}</Descriptions.Item>
          <Descriptions.Item label={t('finance.field.amount')}><span data-testid="bill-amount">{money(b.amount)}</span></Descriptions.Item>
          <Descriptions.Item label={t('finance.field.paid')}><span data-testid="bill-paid">{money(b.paid)}</span></Descriptions.Item>
          <Descriptions.Item label={t('finance.field.open')}><span data-testid="bill-open">{b.status === 'writtenOff' ? '-' : money(b.openAmount)}</span></Descriptions.Item>
          <Descriptions.Item label={t('finance.field.createdBy')}>{b.createdByName}</Descriptions.Item>
          <Descriptions.Item label={t('finance.field.remark')}>{b.remark ?? '-'}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card size="small" title={t('finance.detail.entries', { n: detail.entries.length })} style={{ marginTop: 12 }}>
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          scroll={{ x: narrow ? 560 : undefined }}
          dataSource={detail.entries}
          columns={[
            {
              title: t('finance.field.caseNo'),
              dataIndex: 'caseNo',
              // a litigation's cost (enforcement) opens its litigation; a case's fee its case
              render: (v: string, r: { litigationId?: number | null }) =>
                r.litigationId ? <Link to={`/proceed/detaild?id=${r.litigationId}`}>{v}</Link> : <Link to={`/brandManage/case-detail?caseNo=${encodeURIComponent(v)}`}>{v}</Link>,
            },
            { title: t('finance.field.country'), dataIndex: 'country', render: (v: string) => label('FinanceEntry.country', v, lang) },
            { title: t('finance.field.feeKind'), dataIndex: 'feeKind', render: (v: string) => label('FinanceEntry.feeKind', v, lang) },
            { title: t('finance.field.entryDate'), dataIndex: 'entryDate' },
            { title: `${t('finance.field.sum')}（${b.currency}）`, dataIndex: 'amount', align: 'right', render: money },
          ]}
        />
      </Card>
      <Card size="small" title={t('finance.detail.payments')} style={{ marginTop: 12 }}>
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          locale={{ emptyText: t('finance.detail.noPayments') }}
          scroll={{ x: narrow ? 520 : undefined }}
          dataSource={detail.payments}
          data-testid="bill-payments"
          columns={[
            { title: t('finance.field.payDate'), dataIndex: 'payDate' },
            { title: `${t('finance.field.sum')}（${b.currency}）`, dataIndex: 'amount', align: 'right', render: money },
            { title: t('finance.field.voucher'), dataIndex: 'voucher', render: (v: Files) => <FileLinks files={v} /> },
            { title: t('finance.field.remark'), dataIndex: 'remark', render: (v: string | null) => v ?? '-' },
            { title: t('finance.field.by'), dataIndex: 'createdByName' },
          ]}
        />
      </Card>
      <Card size="small" title={t('finance.detail.invoices')} style={{ marginTop: 12 }}>
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          locale={{ emptyText: t('finance.detail.noInvoices') }}
          scroll={{ x: narrow ? 520 : undefined }}
          dataSource={detail.invoices}
          columns={[
            { title: t('finance.field.invoiceNo'), dataIndex: 'invoiceNo' },
            { title: t('finance.field.invoiceDate'), dataIndex: 'invoiceDate' },
            { title: `${t('finance.field.sum')}（${b.currency}）`, dataIndex: 'amount', align: 'right', render: money },
            { title: t('finance.field.file'), dataIndex: 'invoiceFile', render: (v: Files) => <FileLinks files={v} /> },
          ]}
        />
      </Card>
      {form && (
        <Suspense fallback={null}>
          <SchemaFormDialog
            screen={form === 'pay' ? paymentsScreen : invoicesScreen}
            mode="update"
            adds
            narrow={narrow}
            // The form writes a payment (or invoice) of this bill: its id is the bill's; the open amount and today prefilled.
            row={form === 'pay' ? { id: b.id, payDate: todayInChina(), amount: b.openAmount } : { id: b.id, invoiceDate: todayInChina(), amount: b.amount }}
            onClose={() => setForm(null)}
            onSaved={() => {
              setForm(null);
              void reload();
            }}
          />
        </Suspense>
      )}
      <Modal open={writeOff !== null} title={t('finance.detail.writeOff')} onCancel={() => setWriteOff(null)} onOk={() => void doWriteOff()} okButtonProps={{ disabled: !writeOff?.trim() }} destroyOnHidden>
        <Input.TextArea rows={3} maxLength={500} value={writeOff ?? ''} onChange={(e) => setWriteOff(e.target.value)} placeholder={t('finance.detail.writeOffReason')} />
      </Modal>
    </div>
  );
}
