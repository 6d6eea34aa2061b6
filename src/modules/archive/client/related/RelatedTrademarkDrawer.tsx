// Related-trademark drawer (关联商标, spec 2.16, 5, 7.3, 9): 70 % wide, closed only by 取消/确定 (not by the
// mask or Escape). Searches the tenant's archive by application/registration number (or name) through
// /brand/relevanceBrand; an empty search warns 请输入申请号; a number the archive lacks is offered as a
// placeholder record. Page sizes 50/100/200; the selection survives paging and new searches; more than 20
// selected marks are summarised per country. Used by the merge dialog now, by documents and cases later.
import { Alert, Button, Drawer, Empty, Input, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n';
import { api } from '../../../../client/request/api';
import { notify } from '../../../../client/request/notify';
import { useSettings } from '../../../../client/settings/settings';
import {
  countryName, fromPlaceholder, fromTrademark, markKey, RELATED_DEFAULT_PAGE_SIZE, RELATED_PAGE_SIZES, selectedKeysOn, summarizeByCountry, toggleMarks, type RelatedMark,
} from './relatedModel';

export type { RelatedMark } from './relatedModel';

export interface RelatedTrademarkDrawerProps {
  open: boolean;
  /** The marks selected when the drawer opens. */
  value?: RelatedMark[];
  onOk: (marks: RelatedMark[]) => void;
  onCancel: () => void;
  /** Offer a placeholder record for a number the archive lacks (spec 5; default true). */
  allowPlaceholder?: boolean;
  title?: string;
}

export default function RelatedTrademarkDrawer({ open, value, onOk, onCancel, allowPlaceholder = true, title }: RelatedTrademarkDrawerProps) {
  const t = useT();
  const lang = useSettings().language === 'en' ? 'en' : 'zh';
  const [key, setKey] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  const [rows, setRows] = useState<RelatedMark[]>([]);
  const [total, setTotal] = useState(0);
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState<number>(RELATED_DEFAULT_PAGE_SIZE);
  const [loading, setLoading] = useState(false);
  const [placeholder, setPlaceholder] = useState<RelatedMark | null>(null);
  const [selected, setSelected] = useState<RelatedMark[]>([]);

  useEffect(() => {
    if (!open) return;
    setSelected(value ?? []);
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps -- the value when opened

  const run = async (text: string, page: number, size: number) => {
    setLoading(true);
    try {
      const r = await api.brandMerge.relevanceBrand({ key: text, pageNo: page, pageSize: size as 50 | 100 | 200 });
      setRows(r.list.map(fromTrademark));
      setTotal(r.total);
      setPageNo(r.pageNo);
      setPageSize(r.pageSize);
      setPlaceholder(allowPlaceholder && r.placeholder ? fromPlaceholder(r.placeholder) : null);
      setSearched(text);
    } catch {
      // the request layer shows the message
    } finally {
      setLoading(false);
    }
  };

  const search = () => {
    const text = key.trim();
    if (!text) {
      notify.warning(t('related.empty'));
      return;
    }
    void run(text, 1, pageSize);
  };

  const shown = placeholder ? [placeholder] : rows;
  const summary = summarizeByCountry(selected);

  const columns: ColumnsType<RelatedMark> = [
    {
      title: t('related.colName'),
      dataIndex: 'tmName',
      render: (v: string, m) => (m.placeholder ? <Tag color="orange">{t('related.placeholderTag')}</Tag> : v),
    },
    { title: t('related.colRegNo'), dataIndex: 'regNo', width: 160 },
    { title: t('related.colClass'), dataIndex: 'tmCl', width: 80, render: (v: number | null) => (v ? String(v).padStart(2, '0') : '') },
    { title: t('related.colApplicant'), dataIndex: 'applicant', ellipsis: true },
    { title: t('related.colStatus'), dataIndex: 'tmStatus', width: 120 },
    { title: t('related.country'), dataIndex: 'countryCode', width: 120, render: (c: string) => countryName(c, lang) },
  ];

  return (
    <Drawer
      open={open}
      title={title ?? t('related.title')}
      width="70%"
      maskClosable={false}
      keyboard={false}
      onClose={onCancel}
      closable={false}
      destroyOnHidden
      data-testid="related-drawer"
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={onCancel}>{t('related.cancel')}</Button>
          <Button type="primary" onClick={() => onOk(selected)} data-testid="related-ok">
            {t('related.ok')}
          </Button>
        </Space>
      }
    >
      <Space.Compact style={{ width: '100%', marginBottom: 12 }}>
        <Input
          addonBefore={t('related.appNo')}
          placeholder={t('related.placeholder')}
          value={key}
          onChange={(e) => setKey(e.target.value)}
          onPressEnter={search}
          maxLength={100}
          allowClear
          data-testid="related-key"
        />
        <Button type="primary" onClick={search} loading={loading} data-testid="related-search">
          {t('related.search')}
        </Button>
      </Space.Compact>

      <div className="related-selected" style={{ marginBottom: 12, minHeight: 24 }} data-testid="related-selected">
        <Typography.Text type="secondary" style={{ marginRight: 8 }}>
          {t('related.selected', { n: selected.length })}
        </Typography.Text>
        {summary
          ? summary.map((s) => (
              <Tag key={s.countryCode} color="blue" data-testid="related-country-summary">
                {t('related.perCountry', { country: countryName(s.countryCode, lang), n: s.count })}
              </Tag>
            ))
          : selected.map((m) => (
              <Tag key={markKey(m)} closable onClose={() => setSelected((s) => toggleMarks(s, [m], false))}>
                {m.tmName || m.regNo} {m.tmName && m.regNo ? `(${m.regNo})` : ''}
              </Tag>
            ))}
        {selected.length > 0 && (
          <Button type="link" size="small" onClick={() => setSelected([])}>
            {t('related.clear')}
          </Button>
        )}
      </div>

      {placeholder && <Alert type="info" showIcon style={{ marginBottom: 12 }} message={t('related.notFound', { no: placeholder.regNo ?? '' })} />}

      <Table<RelatedMark>
        size="small"
        rowKey={markKey}
        loading={loading}
        columns={columns}
        dataSource={shown}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={searched === null ? t('related.empty') : undefined} /> }}
        rowSelection={{
          selectedRowKeys: selectedKeysOn(selected, shown),
          onSelect: (m, checked) => setSelected((s) => toggleMarks(s, [m], checked)),
          onSelectAll: (checked, _rows, changed) => setSelected((s) => toggleMarks(s, checked ? shown : changed.length ? changed : shown, checked)),
        }}
        pagination={
          placeholder
            ? false
            : {
                current: pageNo,
                pageSize,
                total,
                pageSizeOptions: RELATED_PAGE_SIZES.map(String),
                showSizeChanger: true,
                showTotal: (n) => t('related.total', { n }),
                onChange: (page, size) => searched && void run(searched, size !== pageSize ? 1 : page, size),
              }
        }
        scroll={{ y: 'calc(100vh - 330px)' }}
      />
    </Drawer>
  );
}
