// Empty-state hint (spec 2.16): an icon and a short text ("暂无数据" unless given).
import { Empty } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useT } from '../i18n';

export function EmptyHint({ text, children, style }: { text?: ReactNode; children?: ReactNode; style?: CSSProperties }) {
  const t = useT();
  return (
    <div className="ipms-empty-hint" style={{ padding: '32px 0', ...style }}>
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text ?? t('list.empty')}>
        {children}
      </Empty>
    </div>
  );
}
