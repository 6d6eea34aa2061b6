// Renders the pending confirm() requests (mount once per page; only the first mounted host shows them). The
// dialog's code (antd Modal, some 7 KB gzip) loads with the first request, not with the page (issue 18 item 8).
import { useEffect, useState } from 'react';
import { lazyComponent } from '../lazyComponent';
import { useStore } from '../store';
import type { ConfirmDialogProps } from './ConfirmDialog';
import { answer, confirmStore, registerHost } from './confirmStore';

export const loadConfirmDialog = () => import('./ConfirmDialog').then((m) => m.ConfirmDialog);
const ConfirmDialog = lazyComponent<ConfirmDialogProps>(loadConfirmDialog, 'ConfirmDialog');

export function ConfirmHost() {
  const [host, setHost] = useState<number | null>(null);
  useEffect(() => {
    const h = registerHost();
    setHost(h.id);
    return h.release;
  }, []);
  const { queue, hosts } = useStore(confirmStore);
  const current = queue[0];
  if (!current || host === null || hosts[0] !== host) return null;
  return <ConfirmDialog key={current.id} open {...current} onOk={() => answer(current.id, true)} onCancel={() => answer(current.id, false)} />;
}
