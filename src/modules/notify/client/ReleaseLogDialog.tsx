// The release log (queryTheReleaseLog): the newest release's notes, shown once to each user after sign-in;
// 我知道了 records it (setUpTheReleaseLog), so it does not come back on another device either.
// This part loads with every signed-in page and only asks; the dialog's code (antd Modal) loads when there is
// something to show.
import { useEffect, useState } from 'react';
import { api } from '../../../client/request/api';
import { lazyComponent } from '../../../client/runtime/lazyComponent';
import type { Release, ReleaseLogModalProps } from './ReleaseLogModal';

const ReleaseLogModal = lazyComponent<ReleaseLogModalProps>(() => import('./ReleaseLogModal').then((m) => m.ReleaseLogModal), 'ReleaseLogModal');

export default function ReleaseLogDialog() {
  const [release, setRelease] = useState<Release | null>(null);
  useEffect(() => {
    void api.notify.queryTheReleaseLog({}, { noLoading: true }).then((r) => setRelease(r.unseen), () => undefined);
  }, []);
  if (!release) return null;
  const close = () => {
    void api.notify.setUpTheReleaseLog({ release: release.release }, { noLoading: true }).catch(() => undefined);
    setRelease(null);
  };
  return <ReleaseLogModal release={release} onClose={close} />;
}
