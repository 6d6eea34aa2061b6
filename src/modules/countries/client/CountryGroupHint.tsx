// The country-group hint popup (spec 2.16): what 欧盟, 非知 and 比荷卢 cover, with 我知道了 (this time) and
// 不再提示 (kept on the server as userCustomDisplay type 7).
import { Button, Modal, Space, Tag, Typography } from 'antd';
import type { CountryNode } from '../../../generated/types';
import { useT } from '../i18n';
import { useSettings } from '../../../client/settings/settings';

export interface CountryGroupHintProps {
  open: boolean;
  groups: readonly CountryNode[];
  onClose: () => void;
  onNever: () => void;
}

export default function CountryGroupHint({ open, groups, onClose, onNever }: CountryGroupHintProps) {
  const t = useT();
  const en = useSettings().language === 'en';
  return (
    <Modal
      open={open}
      title={t('country.hint.title')}
      width={640}
      onCancel={onClose}
      data-testid="country-group-hint"
      footer={
        <Space>
          <Button onClick={onNever} data-testid="country-hint-never">
            {t('country.hint.never')}
          </Button>
          <Button type="primary" onClick={onClose} data-testid="country-hint-ok">
            {t('country.hint.ok')}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph>{t('country.hint.intro')}</Typography.Paragraph>
      {groups.map((g) => (
        <div key={g.code} style={{ marginBottom: 12 }}>
          <Typography.Text strong>
            {en ? g.nameEn : g.name}（{g.code}）
          </Typography.Text>
          <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
            {t('country.hint.members', { n: g.subList?.length ?? 0 })}
          </Typography.Text>
          <div style={{ marginTop: 4, display: 'flex', flexWrap: 'wrap', gap: 4 }}>
            {g.subList?.map((c) => (
              <Tag key={c.code} style={{ marginInlineEnd: 0 }}>
                {en ? c.nameEn : c.name}
              </Tag>
            ))}
          </div>
        </div>
      ))}
    </Modal>
  );
}
