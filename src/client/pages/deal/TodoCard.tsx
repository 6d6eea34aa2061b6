// The workbench to-do card (/homepage/getTodoList): deadlines due within the week (overdue counted apart and listed
// first, each with how it was derived), then every module's to-dos (approvals waiting for me, demands sent back,
// unread 官文, cases to file). Each count opens exactly its rows: a list screen with the filter in the query string.
import { Card, Empty, List, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { useI18nText, useT } from '../../i18n';
import { api } from '../../request/api';
import { DeadlineLine } from './DeadlineLine';

const TONE: Record<string, string> = { danger: '#ff4d4f', warning: '#faad14', normal: '#1677ff' };

export const TODO_KEY = 'todoList';
const TILE = { display: 'block', flex: '1 1 140px', minWidth: 0, padding: '8px 12px', border: '1px solid rgba(128, 128, 128, 0.25)', borderRadius: 8 } as const;

export function TodoCard() {
  const t = useT();
  const text = useI18nText();
  const { data } = useSWR(TODO_KEY, () => api.homepage.getTodoList({}));
  const d = data?.deadlines;
  const empty = data && d!.overdue + d!.dueSoon === 0 && data.todos.length === 0;
  return (
    <Card
      className="ipms-page-card"
      title={t('deal.todos')}
      extra={<Link to="/brand/allDeadlines" data-testid="todo-all-deadlines">{t('deal.allDeadlines')}</Link>}
      loading={!data}
      data-testid="todo-card"
    >
      {empty ? (
        <Empty description={t('deal.noTodos')} />
      ) : (
        data && (
          <>
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginBottom: 12 }}>
              {d!.sources.map((s) => (
                <Link key={s.source} to={s.link} data-testid={`todo-deadlines-${s.source}`} style={TILE}>
                  <Typography.Text type="secondary">{t('deal.deadlinesWithin', { label: text(s.label), days: d!.days })}</Typography.Text>
                  <div>
                    <strong style={{ fontSize: 22 }}>{s.count}</strong>
                    {s.overdue > 0 && (
                      <Tag color="red" style={{ marginLeft: 8 }}>
                        {t('deal.overdue', { n: s.overdue })}
                      </Tag>
                    )}
                  </div>
                </Link>
              ))}
              {data.todos.map((item) => (
                <Link key={`${item.module}.${item.key}`} to={item.link} data-testid={`todo-${item.key}`} style={TILE}>
                  <Typography.Text type="secondary">{text(item.label)}</Typography.Text>
                  <div>
                    <strong style={{ fontSize: 22, color: TONE[item.tone] }}>{item.count}</strong>
                  </div>
                </Link>
              ))}
            </div>
            {d!.items.length > 0 && (
              <List
                size="small"
                header={<Typography.Text strong>{t('deal.nearest')}</Typography.Text>}
                dataSource={d!.items}
                renderItem={(item) => (
                  <List.Item data-testid="todo-deadline-item">
                    <DeadlineLine item={item} />
                  </List.Item>
                )}
              />
            )}
          </>
        )
      )}
    </Card>
  );
}
