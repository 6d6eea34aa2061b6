// Deadline widget (spec 2.16): the official deadline's date and the document's name, a status tag with the time
// remaining, and a date picker for the handling deadline (办理期限) the team sets itself, which must not fall after
// the official one.
import { Card, DatePicker, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useT } from '../i18n';

/** The tag of a deadline that is `days` away: overdue and due within a week red, within a month orange. */
export function remainingTag(days: number | null | undefined, t: ReturnType<typeof useT>) {
  if (days == null) return null;
  if (days < 0) return <Tag color="red">{t('official.derivation.overdue', { n: -days })}</Tag>;
  if (days === 0) return <Tag color="red">{t('official.derivation.today')}</Tag>;
  return <Tag color={days <= 7 ? 'red' : days <= 30 ? 'orange' : 'green'}>{t('official.derivation.remaining', { n: days })}</Tag>;
}

interface Props {
  name: string | null;
  deadline: string | null | undefined;
  /** Null once saved without a deadline (no response needed); undefined before the document is saved. */
  saved: boolean;
  handling: dayjs.Dayjs | null | undefined;
  onHandling?: (d: dayjs.Dayjs | null) => void;
  disabled?: boolean;
}

export default function DeadlineWidget({ name, deadline, saved, handling, onHandling, disabled }: Props) {
  const t = useT();
  const days = deadline ? dayjs(deadline).startOf('day').diff(dayjs().startOf('day'), 'day') : null;
  return (
    <Card size="small" data-testid="official-deadline-widget" style={{ marginBottom: 16 }}>
      <Space direction="vertical" size={4} style={{ width: '100%' }}>
        <Typography.Text type="secondary">{name ?? t('official.dialog.noType')}</Typography.Text>
        <Space wrap>
          <Typography.Text strong data-testid="official-deadline-date">
            {deadline ?? (saved ? t('official.upload.noDeadline') : t('official.dialog.deadlineAfterSave'))}
          </Typography.Text>
          {remainingTag(days, t)}
        </Space>
        <Space wrap>
          <Typography.Text>{t('official.dialog.handling')}</Typography.Text>
          <DatePicker
            value={handling ?? null}
            onChange={(d) => onHandling?.(d)}
            disabled={disabled}
            disabledDate={(d) => !!deadline && d.isAfter(dayjs(deadline), 'day')}
            data-testid="official-handling-deadline"
          />
        </Space>
      </Space>
    </Card>
  );
}
