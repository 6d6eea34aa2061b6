// The release notes dialog of ReleaseLogDialog: title, date and the items of one release.
import { Modal, theme } from 'antd';
import type { NotifyQueryTheReleaseLogResponse } from '../../../generated/types';
import { useT } from '../i18n';

export type Release = NonNullable<NotifyQueryTheReleaseLogResponse['unseen']>;
export interface ReleaseLogModalProps {
  release: Release;
  onClose: () => void;
}

export function ReleaseLogModal({ release, onClose }: ReleaseLogModalProps) {
  const t = useT();
  // Plain headings in the theme's colours: Typography would add 8 KB gzip for two lines.
  const { token } = theme.useToken();
  return (
    <Modal open title={t('notify.release', { release: release.release })} onOk={onClose} onCancel={onClose} okText={t('notify.releaseOk')} cancelButtonProps={{ style: { display: 'none' } }} width={520}>
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
