import { Card, Skeleton, Typography } from 'antd';
import useSWR from 'swr';
import { api } from '../../request/api';

/** The user agreement from /api/获取协议; "## " lines are section headings. */
export default function AgreementPage() {
  const { data } = useSWR('agreement', () => api.account.getAgreement({}));
  return (
    <div style={{ maxWidth: 860, margin: '32px auto', padding: '0 16px' }}>
      <Card>
        {!data ? (
          <Skeleton active paragraph={{ rows: 12 }} />
        ) : (
          <Typography>
            <Typography.Title level={2}>{data.title}</Typography.Title>
            {data.content.split('\n').filter(Boolean).map((line, i) =>
              line.startsWith('## ') ? (
                <Typography.Title level={4} key={i}>
                  {line.slice(3)}
                </Typography.Title>
              ) : (
                <Typography.Paragraph key={i}>{line}</Typography.Paragraph>
              ),
            )}
          </Typography>
        )}
      </Card>
    </div>
  );
}
