// 加入需求 on an official document's row (spec 7.6): link the document to an existing demand (searched by title or
// number) or start a new demand with it. A linked document's deadline becomes the demand's due date.
import { Button, Divider, Modal, Select, message } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { DemandGetDemandListResponse } from '../../../generated/types';
import { api } from '../../../client/request/api';
import type { WidgetProps } from '../../../client/runtime/widgets/registry';
import { useSettings } from '../../../client/settings/settings';
import { useT } from '../i18n';
import { DemandFormDrawer } from './DemandFormDrawer';
import { dictLabel } from './DemandDetailPage';

export default function JoinDemandDialog({ context, onClose }: WidgetProps) {
  const t = useT();
  const navigate = useNavigate();
  const lang = useSettings().language === 'en' ? 'en' : 'zh';
  const docId = Number(context.row?.id);
  const [key, setKey] = useState('');
  const [found, setFound] = useState<DemandGetDemandListResponse>([]);
  const [picked, setPicked] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let alive = true;
    const timer = setTimeout(() => void api.demand.getDemandList({ key, pageSize: 30 }, { noLoading: true }).then((r) => alive && setFound(r), () => undefined), 250);
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [key]);
  const join = async () => {
    if (!picked) return;
    setBusy(true);
    try {
      await api.demand.joinDemand({ demandId: picked, officialIds: [docId] });
      message.success(t('demands.join.done'));
      onClose();
      navigate(`/brand/demandDetail?id=${picked}`);
    } finally {
      setBusy(false);
    }
  };
  if (creating) return <DemandFormDrawer initialDocIds={[docId]} onClose={onClose} onSaved={(id) => { onClose(); navigate(`/brand/demandDetail?id=${id}`); }} />;
  return (
    <Modal open title={t('demands.join.title')} onCancel={onClose} onOk={() => void join()} okButtonProps={{ disabled: !picked, loading: busy }} destroyOnHidden>
      <Select
        style={{ width: '100%' }}
        showSearch
        filterOption={false}
        onSearch={setKey}
        value={picked ?? undefined}
        onChange={setPicked}
        placeholder={t('demands.join.search')}
        options={found.map((d) => ({ value: d.id, label: `${d.title}（${d.demandNo}，${dictLabel('Demand.status', d.status, lang)}）`, disabled: d.status === 'adopted' }))}
        data-testid="join-demand-select"
      />
      <Divider plain>{t('demands.join.or')}</Divider>
      <Button block onClick={() => setCreating(true)} data-testid="join-demand-new">{t('demands.join.new')}</Button>
    </Modal>
  );
}
