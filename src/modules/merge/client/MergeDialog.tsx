// Merge dialog (数据合并, 850 px; spec 2.16, 4, 5, 7.4), opened by the archive toolbar (widget mergeDialog).
// Shows the duplicate groups (same registration number and class) or, with marks selected, their groups; a
// manual group can be filled from the archive through the related-trademark drawer (从档案中添加). The user
// picks the mark to keep per group; 确定 merges (loading button), 合并成功 about a second later, the list
// refreshes. 一键合并全部 starts the onceMerge batch task.
import { Alert, Button, Card, Empty, Modal, Pagination, Radio, Space, Spin, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { BrandMergeQuerySameBrandStatisticResponse, Trademark } from '../../../generated/types';
import { useT } from '../i18n';
import { dictLabel } from '../../../client/i18n/dict';
import { api } from '../../../client/request/api';
import { notify } from '../../../client/request/notify';
import { confirm } from '../../../client/runtime/confirm/confirmStore';
import type { WidgetProps } from '../../../client/runtime/widgets/registry';
import { fromTrademark, RelatedTrademarkDrawer, type RelatedMark } from '../../archive/client';
import { addIds, buildMergeList, groupKey, GROUPS_PAGE_SIZE, MANUAL_GROUP, MERGE_SUCCESS_DELAY_MS, pruneKeep, type MergeGroup } from './mergeModel';

type Stats = BrandMergeQuerySameBrandStatisticResponse;

export default function MergeDialog({ context, onClose }: WidgetProps) {
  const t = useT();
  const selectedIds = useMemo(() => ((context.list.ids as number[] | undefined) ?? []).slice(0, 1000), [context.list.ids]);
  const [stats, setStats] = useState<Stats | null>(null);
  const [pageNo, setPageNo] = useState(1);
  const [records, setRecords] = useState<Map<number, Trademark>>(new Map());
  const [known, setKnown] = useState<Record<string, MergeGroup>>({});
  const [manual, setManual] = useState<number[]>([]);
  const [keep, setKeep] = useState<Record<string, number | undefined>>({});
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [drawer, setDrawer] = useState(false);

  const loadRecords = useCallback(async (ids: number[]) => {
    const missing = ids.filter((id) => !records.has(id));
    if (!missing.length) return;
    const list = await api.brandMerge.mergeDetail({ idList: missing.slice(0, 200) }, { noLoading: true });
    setRecords((m) => new Map([...m, ...list.map((r) => [r.id, r] as const)]));
  }, [records]);

  const loadGroups = async (page: number) => {
    setLoading(true);
    try {
      const s = await api.brandMerge.querySameBrandStatistic(
        selectedIds.length ? { ids: selectedIds, pageNo: page, pageSize: GROUPS_PAGE_SIZE } : { pageNo: page, pageSize: GROUPS_PAGE_SIZE },
        { noLoading: true },
      );
      setStats(s);
      setPageNo(page);
      setKnown((k) => ({ ...k, ...Object.fromEntries(s.list.map((g) => [groupKey(g), { key: groupKey(g), regNo: g.regNo, tmCl: g.tmCl, ids: g.ids }])) }));
      const ids = s.list.flatMap((g) => g.ids);
      // Selected marks that form no duplicate group start the manual group.
      const inGroups = new Set(ids);
      if (page === 1 && selectedIds.length >= 2 && !s.groupCount) setManual(selectedIds.filter((id) => !inGroups.has(id)));
      await loadRecords([...ids, ...(page === 1 && !s.groupCount ? selectedIds : [])]);
    } catch {
      // shown by the request layer
    } finally {
      setLoading(false);
    }
  };

  useEffect(() => {
    void loadGroups(1);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once when opened

  const chosen = Object.values(keep).filter((v) => v !== undefined).length;
  const pageGroups: MergeGroup[] = (stats?.list ?? []).map((g) => known[groupKey(g)]).filter(Boolean);
  const manualGroup: MergeGroup = { key: MANUAL_GROUP, ids: manual };

  const submit = async () => {
    const groups = [...(manual.length ? [manualGroup] : []), ...Object.values(known)];
    const plan = buildMergeList(groups, keep);
    if (!plan.ok) {
      notify.warning(t(plan.reason === 'chooseKeep' ? 'merge.chooseKeep' : 'merge.needTwo'));
      return;
    }
    // Spec 4: the merge is confirmed first, naming how many groups and marks it changes.
    const merged = plan.mergeList.reduce((n, m) => n + m.mergedBrandIds.length, 0);
    const ok = await confirm({ type: 'issue', title: t('merge.title'), content: t('merge.confirm', { groups: plan.mergeList.length, merged }) });
    if (!ok) return;
    setSaving(true);
    try {
      await api.brandMerge.mergeBrand({ mergeList: plan.mergeList }, { noLoading: true });
    } catch {
      setSaving(false);
      return;
    }
    setTimeout(() => {
      notify.success(t('merge.success'));
      setSaving(false);
      context.refresh();
      onClose();
    }, MERGE_SUCCESS_DELAY_MS);
  };

  const onceMerge = async () => {
    if (!stats?.groupCount) return;
    const ok = await confirm({ type: 'issue', title: t('merge.onceMerge'), content: t('merge.onceMergeConfirm', { groups: stats.groupCount }) });
    if (!ok) return;
    try {
      await api.brandMerge.onceMergeBrand({});
      notify.success(t('merge.onceMergeStarted'));
      onClose();
    } catch {
      // shown by the request layer
    }
  };

  const addFromArchive = async (marks: RelatedMark[]) => {
    setDrawer(false);
    const skipped = marks.filter((m) => m.id === null);
    if (skipped.length) notify.warning(t('merge.placeholderSkipped', { nos: skipped.map((m) => m.regNo).join('、') }));
    const ids = marks.flatMap((m) => (m.id === null ? [] : [m.id]));
    // The drawer opened with the manual group selected: its answer is the new manual group.
    const next = addIds([], ids);
    setManual(next);
    setKeep((k) => pruneKeep([{ key: MANUAL_GROUP, ids: next }], k));
    await loadRecords(next).catch(() => undefined);
  };

  const removeFromManual = (id: number) => {
    const next = manual.filter((x) => x !== id);
    setManual(next);
    setKeep((k) => pruneKeep([{ key: MANUAL_GROUP, ids: next }], k));
  };

  const columns = (group: MergeGroup): ColumnsType<Trademark> => [
    {
      title: t('merge.keep'),
      width: 60,
      align: 'center',
      render: (_, r) => <Radio checked={keep[group.key] === r.id} onChange={() => setKeep((k) => ({ ...k, [group.key]: r.id }))} aria-label={`${t('merge.keep')} ${r.id}`} />,
    },
    { title: t('merge.colName'), dataIndex: 'tmName', ellipsis: true },
    { title: t('merge.colRegNo'), dataIndex: 'regNo', width: 110 },
    { title: t('merge.colClass'), dataIndex: 'tmCl', width: 60, render: (v: number) => String(v).padStart(2, '0') },
    { title: t('merge.colApplicant'), dataIndex: 'applicant', ellipsis: true },
    { title: t('merge.colSource'), dataIndex: 'dplSource', width: 90, render: (v: number) => dictLabel('Trademark.dplSource', v) },
    { title: t('merge.colTags'), width: 60, render: (_, r) => r.tagIds.length },
    { title: t('merge.colCustom'), width: 80, render: (_, r) => Object.values(r.customFieldInfo ?? {}).filter((v) => v !== null && v !== '' && !(Array.isArray(v) && !v.length)).length },
    { title: t('merge.colCreated'), dataIndex: 'createdAt', width: 100, render: (v: string) => v?.slice(0, 10) },
    ...(group.key === MANUAL_GROUP
      ? [{ title: '', width: 60, render: (_: unknown, r: Trademark) => <Button type="link" size="small" onClick={() => removeFromManual(r.id)}>{t('merge.remove')}</Button> }]
      : []),
  ];

  const groupCard = (group: MergeGroup) => (
    <Card
      key={group.key}
      size="small"
      style={{ marginBottom: 12 }}
      data-testid={`merge-group-${group.key}`}
      title={
        group.key === MANUAL_GROUP ? (
          <Space>
            <Tag color="purple">{t('merge.manualGroup')}</Tag>
            <Typography.Text type="secondary">{t('merge.manualHint')}</Typography.Text>
          </Space>
        ) : (
          t('merge.group', { regNo: group.regNo ?? '', cl: String(group.tmCl).padStart(2, '0'), count: group.ids.length })
        )
      }
    >
      <Table<Trademark>
        size="small"
        rowKey="id"
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={columns(group)}
        dataSource={group.ids.flatMap((id) => (records.has(id) ? [records.get(id)!] : []))}
        onRow={(r) => ({ onClick: () => setKeep((k) => ({ ...k, [group.key]: r.id })), style: { cursor: 'pointer' } })}
      />
    </Card>
  );

  return (
    <Modal
      open
      title={t('merge.title')}
      width={850}
      onCancel={onClose}
      maskClosable={false}
      // Escape belongs to the related-trademark drawer while it is open (which must not close on it).
      keyboard={!drawer}
      destroyOnHidden
      data-testid="merge-dialog"
      footer={
        <Space>
          <Button onClick={onClose}>{t('merge.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={submit} data-testid="merge-ok">
            {t('merge.ok')}
          </Button>
        </Space>
      }
    >
      <Spin spinning={loading}>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'space-between', alignItems: 'flex-start', marginBottom: 12 }}>
          <Typography.Text type="secondary" style={{ flex: '1 1 320px' }}>
            {stats ? (selectedIds.length ? t('merge.summarySelected') + '：' : '') + t('merge.summary', { groups: stats.groupCount, brands: stats.brandCount }) : ''}
          </Typography.Text>
          <Space>
            <Button onClick={() => setDrawer(true)} data-testid="merge-add-from-archive">
              {t('merge.addFromArchive')}
            </Button>
            {!selectedIds.length && (
              <Button onClick={onceMerge} disabled={!stats?.groupCount} data-testid="merge-once">
                {t('merge.onceMerge')}
              </Button>
            )}
          </Space>
        </div>
        <div style={{ maxHeight: '60vh', overflowY: 'auto' }}>
          {manual.length > 0 && groupCard(manualGroup)}
          {pageGroups.map(groupCard)}
          {stats && !stats.groupCount && !manual.length && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('merge.none')} />}
        </div>
        {stats && stats.groupCount > GROUPS_PAGE_SIZE && (
          <Pagination size="small" style={{ marginTop: 8, textAlign: 'right' }} current={pageNo} pageSize={GROUPS_PAGE_SIZE} total={stats.groupCount} showSizeChanger={false} onChange={(p) => void loadGroups(p)} />
        )}
        {chosen > 0 && <Alert style={{ marginTop: 8 }} type="info" showIcon message={t('merge.chosen', { n: chosen })} data-testid="merge-chosen" />}
      </Spin>
      <RelatedTrademarkDrawer
        open={drawer}
        value={manual.flatMap((id) => (records.has(id) ? [fromTrademark(records.get(id)!)] : []))}
        allowPlaceholder={false}
        onCancel={() => setDrawer(false)}
        onOk={(marks) => void addFromArchive(marks)}
      />
    </Modal>
  );
}
