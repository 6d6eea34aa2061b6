// Workbench /deal: greeting, the user's organisation (/homepage/getGroupInfo) and messages
// (/homepage/getMessageList, /homepage/setMessageRead), the to-do card (/homepage/getTodoList, first on a phone) and
// quick entries to the memo and reports pages the role may open.
import { Badge, Button, Card, Col, Descriptions, Empty, List, Pagination, Row, Segmented, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import type { MenuItem, Message } from '../../../generated/types';
import { useT } from '../../i18n';
import { UNREAD_KEY } from '../../layout/HeaderBar';
import { api } from '../../request/api';
import { useSession } from '../../session/session';
import { dictLabel } from '../../i18n/dict';
import { TodoCard } from './TodoCard';

const PAGE_SIZE = 10;
/** Quick entries: the hidden menu pages of the workbench (spec 2.5), shown when the role has them. */
const QUICK = [
  { path: '/memo', label: 'deal.quickMemo' },
  { path: '/biAnalyse', label: 'deal.quickReports' },
] as const;

function hasMenu(menus: MenuItem[], path: string): boolean {
  return menus.some((m) => m.path === path || (m.children ? hasMenu(m.children, path) : false));
}

export default function DealPage() {
  const t = useT();
  const navigate = useNavigate();
  const { user, menus } = useSession();
  const { mutate } = useSWRConfig();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [pageNo, setPageNo] = useState(1);
  const listKey = ['messages', unreadOnly, pageNo] as const;
  const messages = useSWR(listKey, () => api.homepage.getMessageList({ pageNo, pageSize: PAGE_SIZE, ...(unreadOnly ? { isRead: 0 as const } : {}) }));
  const group = useSWR('groupInfo', () => api.homepage.getGroupInfo({}));

  const refresh = () => {
    void messages.mutate();
    void mutate(UNREAD_KEY);
  };
  const markRead = async (ids: number[]) => {
    await api.homepage.setMessageRead({ ids });
    refresh();
  };
  const markAll = async () => {
    await api.homepage.setMessageRead({ all: true });
    refresh();
  };
  const open = async (m: Message) => {
    if (!m.isRead) await markRead([m.id]);
    if (m.link) navigate(m.link);
  };

  const page = messages.data?.page;
  const quick = QUICK.filter((q) => hasMenu(menus, q.path));
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={16}>
        <TodoCard />
      </Col>
      <Col xs={24} xl={8}>
        <Card className="ipms-page-card" title={t('deal.greeting', { name: user?.name ?? '' })}>
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('deal.group')}>{group.data?.tenantName}</Descriptions.Item>
            <Descriptions.Item label={t('deal.role')}>{group.data?.roleName}</Descriptions.Item>
            <Descriptions.Item label={t('deal.users')}>
              {group.data ? `${group.data.userCount}（${t('deal.enabledUsers')} ${group.data.enabledUserCount}）` : ''}
            </Descriptions.Item>
            <Descriptions.Item label={t('deal.lastLogin')}>
              {group.data ? (group.data.lastLoginAt ? dayjs(group.data.lastLoginAt).format('YYYY-MM-DD HH:mm') : t('deal.firstLogin')) : ''}
            </Descriptions.Item>
            <Descriptions.Item label={t('deal.unread')}>{messages.data?.unread ?? ''}</Descriptions.Item>
          </Descriptions>
          {quick.length > 0 && (
            <Space wrap style={{ marginTop: 12 }} data-testid="quick-entries">
              <Typography.Text type="secondary">{t('deal.quick')}</Typography.Text>
              {quick.map((q) => (
                <Link key={q.path} to={q.path}>
                  <Button size="small">{t(q.label)}</Button>
                </Link>
              ))}
            </Space>
          )}
        </Card>
      </Col>
      <Col xs={24} xl={16}>
        <Card
          className="ipms-page-card"
          title={
            <Space>
              {t('deal.messages')}
              <Badge count={messages.data?.unread ?? 0} />
            </Space>
          }
          extra={
            <Space>
              <Segmented
                size="small"
                value={unreadOnly ? 'unread' : 'all'}
                onChange={(v) => {
                  setUnreadOnly(v === 'unread');
                  setPageNo(1);
                }}
                options={[
                  { value: 'all', label: t('deal.all') },
                  { value: 'unread', label: t('deal.unreadOnly') },
                ]}
              />
              <Button size="small" onClick={markAll} disabled={!messages.data?.unread}>
                {t('deal.markAllRead')}
              </Button>
            </Space>
          }
        >
          {page && page.list.length === 0 ? (
            <Empty description={t('deal.noMessages')} />
          ) : (
            <List
              loading={!page}
              dataSource={page?.list ?? []}
              renderItem={(m) => (
                <List.Item
                  data-testid="message-item"
                  actions={[
                    !m.isRead && (
                      <Button key="read" type="link" size="small" onClick={() => markRead([m.id])}>
                        {t('deal.markRead')}
                      </Button>
                    ),
                    m.link && (
                      <Button key="open" type="link" size="small" onClick={() => open(m)}>
                        {t('deal.open')}
                      </Button>
                    ),
                  ].filter(Boolean)}
                >
                  <List.Item.Meta
                    title={
                      <Space>
                        {!m.isRead && <Badge status="processing" />}
                        <Typography.Text strong={!m.isRead}>{m.title}</Typography.Text>
                        <Tag>{dictLabel('Message.msgType', m.msgType)}</Tag>
                      </Space>
                    }
                    description={
                      <>
                        <div>{m.content}</div>
                        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                          {dayjs(m.createTime).format('YYYY-MM-DD HH:mm')}
                        </Typography.Text>
                      </>
                    }
                  />
                </List.Item>
              )}
            />
          )}
          {page && page.total > PAGE_SIZE && (
            <Pagination style={{ marginTop: 12, textAlign: 'right' }} size="small" current={pageNo} pageSize={PAGE_SIZE} total={page.total} onChange={setPageNo} showSizeChanger={false} />
          )}
        </Card>
      </Col>
    </Row>
  );
}
