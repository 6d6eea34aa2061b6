// 生成账单 on the entry list: the selected entries become bills, one per client and currency (finance.createBill);
// the server refuses entries already billed or not the caller's tenant's. With one bill made, its detail opens.
import { Alert, Input, Modal, message } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../client/request/api';
import type { WidgetProps } from '../../../client/runtime/widgets/registry';
import { useT } from '../i18n';

export default function CreateBillDialog({ context, onClose }: WidgetProps) {
  const t = useT();
  const navigate = useNavigate();
  const ids = ((context.list.ids as number[] | undefined) ?? []).filter((x) => Number.isInteger(x));
  const [remark, setRemark] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      const { bills } = await api.finance.createBill({ entryIds: ids, ...(remark.trim() ? { remark: remark.trim() } : {}) });
      message.success(t('finance.bill.done', { n: bills.length }));
      onClose();
      context.refresh();
      if (bills.length === 1) navigate(`/brand/finance-detail?id=${bills[0].id}`);
      else navigate('/brand/financeAll?tab=bills');
    } catch {
      // the request layer has shown the server's message
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title={t('finance.bill.title')} onCancel={onClose} onOk={() => void submit()} okButtonProps={{ disabled: !ids.length, loading: busy, 'data-testid': 'create-bill-ok' } as never} destroyOnHidden width="min(520px, calc(100vw - 32px))">
      {ids.length ? <p>{t('finance.bill.intro', { n: ids.length })}</p> : <Alert type="info" showIcon message={t('finance.bill.selectFirst')} />}
      {ids.length > 0 && <Input.TextArea rows={2} maxLength={500} value={remark} onChange={(e) => setRemark(e.target.value)} placeholder={t('finance.bill.remark')} />}
    </Modal>
  );
}
