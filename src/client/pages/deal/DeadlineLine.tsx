// One deadline as the workbench and 全部期限 show it: days left (or overdue), the record it is about, the date, and
// how it was derived (a deadline always shows how it was derived).
import { Popover, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../i18n';

export interface DeadlineLineItem { title: string; dueDate: string; daysLeft: number; derivation: string[]; link: string }

export function DeadlineLine({ item, before }: { item: DeadlineLineItem; before?: ReactNode }) {
  const t = useT();
  return (
    <Space wrap size={4} style={{ minWidth: 0 }}>
      {item.daysLeft < 0 ? (
        <Tag color="red">{t('deal.overdueDays', { n: -item.daysLeft })}</Tag>
      ) : (
        <Tag color={item.daysLeft <= 3 ? 'orange' : 'blue'}>{item.daysLeft === 0 ? t('deal.dueToday') : t('deal.daysLeft', { n: item.daysLeft })}</Tag>
      )}
      {before}
      <Link to={item.link}>{item.title}</Link>
      <Typography.Text type="secondary">{item.dueDate}</Typography.Text>
      {item.derivation.length > 0 && (
        <Popover
          title={t('deal.derivation')}
          content={
            <div style={{ maxWidth: 'min(360px, 80vw)' }}>
              {item.derivation.map((line, i) => (
                <div key={i}>{line}</div>
              ))}
            </div>
          }
        >
          <Typography.Link>{t('deal.how')}</Typography.Link>
        </Popover>
      )}
    </Space>
  );
}
