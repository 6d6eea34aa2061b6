// The release log (queryTheReleaseLog): the newest release's notes, shown once to each user after sign-in;
// 我知道了 records it (setUpTheReleaseLog), so it does not come back on another device either.
import { Modal, theme } from 'antd';
import { useEffect, useState } from 'react';
import type { NotifyQueryTheReleaseLogResponse } from '../../../generated/types';
import { api } from '../../../client/request/api';
import { useT } from '../i18n';

type Release = NonNullable<NotifyQueryTheReleaseLogResponse['unseen']>;

export default function ReleaseLogDialog() {
  const t = useT();
  // Plain headings in the theme's colours: the dialog's code loads with every signed-in page, Typography would
  // add 8 KB gzip to it.
  const { token } = theme.useToken();
  const [release, setRelease] = useState<Release | null>(null);
  useEffect(() => {
    void api.notify.queryTheReleaseLog({}, { noLoading: true }).then((r) => setRelease(r.unseen), () => undefined);
  }, []);
  if (!release) return null;
  const close = () => {
    void api.notify.setUpTheReleaseLog({ release: release.release }, { noLoading: true }).catch(() => undefined);
    setRelease(null);
  };
  return (
    <Modal open title={t('notify.release', { release: release.release })} onOk={close} onCancel={close} okText={t('notify.releaseOk')} cancelButtonProps={{ style: { display: 'none' } }} width={520}>
      <h5 style={{ margin: '0 0 8px', fontSize: token.fontSizeLG, fontWeight: 600, color: token.colorTextHeading }}>{release.title}</h5>
      <p style={{ margin: '0 0 12px', color: token.colorTextSecondary }}>{release.date}</p>
      <ul style={{ paddingInlineStart: 20 }}>
        {release.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </Modal>
  );
}
