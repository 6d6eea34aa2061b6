// The tag drawer (spec 2.16 新增标签, 800 px), opened by the archive's 标签 button: the brand-map trees with
// checkboxes showing which tags the scope's marks carry (all / some / none, from the statistics call of
// the scope), and a save that adds and removes the changed tags for the whole scope:
//   selected rows  -> /api/inquireLabels,     /api/batchAddiLabels     (ids joined with #)
//   filter results -> /api/inquireLabelsByCon, /api/saveLabelsByCon   (the list's filter form)
//   own marks      -> /api/inquireLabels_v2,  /api/batchAddiLabels_v2
// The drawer starts on the selected rows (none selected: it says to select some); acting on the filter results or
// on the own marks asks first, naming how many marks change (issue 18). A write over more marks than one call
// writes comes back as a batch task, whose progress the drawer then shows (TagTaskProgress). Without tagsList it
// shows 暂无商标列表权限. A link opens /mindMap in a new tab; the trees reload when the user comes back.
import { ExportOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Drawer, Modal, Radio, Space, Spin, Tree, Typography, theme } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useCallback, useEffect, useState } from 'react';
import type { TagOption, TagStatistics, TagWriteTask } from '../../../../generated/types';
import { useT } from '../../i18n';
import { api } from '../../../../client/request/api';
import { notify } from '../../../../client/request/notify';
import { EmptyHint } from '../../../../client/runtime/EmptyHint';
import type { WidgetProps } from '../../../../client/runtime/widgets/registry';
import { usePermission } from '../../../../client/session/permission';
import { changes, checkedKeys, fromStatistics, stateOf, toggle, type TagSelection } from './tagSelection';
import { TagTaskProgress } from './TagTaskProgress';
import { reloadTagOptions, useTagOptions } from './useTagOptions';
import './tags.css';

export type TagScopeKind = 'selection' | 'condition' | 'own';

interface ListContext {
  filters?: Record<string, unknown>;
  customFilters?: Record<string, unknown>;
  ids?: number[];
}

/** The filter form as the list sends it (empty values dropped, as the list request would validate them). */
export function conditionOf(list: ListContext) {
  const filters = Object.fromEntries(Object.entries(list.filters ?? {}).filter(([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && !v.length)));
  const custom = list.customFilters && Object.keys(list.customFilters).length ? { customFilters: list.customFilters } : {};
  return { filters, ...custom } as Parameters<typeof api.brandLabel.inquireLabelsByCon>[0]['condition'];
}

function statistics(scope: TagScopeKind, list: ListContext): Promise<TagStatistics> {
  if (scope === 'selection') return api.brandLabel.inquireLabels({ trademark: (list.ids ?? []).join('#') }, { noLoading: true });
  if (scope === 'own') return api.brandLabel.inquireLabelsOwn({}, { noLoading: true });
  return api.brandLabel.inquireLabelsByCon({ condition: conditionOf(list) }, { noLoading: true });
}

function save(scope: TagScopeKind, list: ListContext, add: string[], remove: string[]) {
  const body = { ...(add.length ? { addNodeId: add.join(',') } : {}), ...(remove.length ? { delNodeId: remove.join(',') } : {}) };
  if (scope === 'selection') return api.brandLabel.batchAddiLabels({ ...body, trademark: (list.ids ?? []).join('#') });
  if (scope === 'own') return api.brandLabel.batchAddiLabelsOwn(body);
  return api.brandLabel.saveLabelsByCon({ ...body, condition: conditionOf(list) });
}

const allValues = (o: TagOption): string[] => [o.value, ...(o.children ?? []).flatMap(allValues)];

export default function TagDrawer({ context, onClose }: WidgetProps) {
  const t = useT();
  const can = usePermission();
  const { token } = theme.useToken();
  const list = context.list as ListContext;
  const selected = list.ids?.length ?? 0;
  // Always the selection first: a save over the whole filtered set is never the default.
  const [scope, setScope] = useState<TagScopeKind>('selection');
  const [modal, modalHolder] = Modal.useModal();
  const [selection, setSelection] = useState<TagSelection | null>(null);
  const [saving, setSaving] = useState(false);
  // A write too large for one call runs as a batch task: the drawer follows it.
  const [task, setTask] = useState<{ id: number; total: number; failed?: boolean } | null>(null);
  const { options } = useTagOptions();
  const allowed = can('tagsList');
  const canRemove = can('delTags');

  const load = useCallback(async () => {
    setSelection(null);
    // No rows selected: an empty scope (the drawer asks to select rows or to choose another scope).
    if (scope === 'selection' && !selected) return setSelection(fromStatistics({ selectAll: [], partSelect: [], count: 0 }));
    setSelection(fromStatistics(await statistics(scope, list)));
    // list is the context's snapshot taken when the drawer opened
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scope]);

  useEffect(() => {
    if (allowed) void load();
  }, [allowed, load]);

  const pending = selection ? changes(selection) : { add: [], remove: [] };

  const treeOf = useCallback(
    (o: TagOption): DataNode[] => {
      const node = (x: TagOption): DataNode => {
        const st = selection ? stateOf(selection, x.value) : 'none';
        const num = selection?.num[x.value];
        return {
          key: x.value,
          title: (
            <span data-node-id={x.value}>
              {x.label}
              {st === 'part' && num !== undefined && <span className="ipms-tag-num">{t('tag.partial', { num, count: selection!.count })}</span>}
            </span>
          ),
          children: (x.children ?? []).map(node),
        };
      };
      return (o.children ?? []).map(node);
    },
    [selection, t],
  );

  const submit = async () => {
    if (!selection) return;
    const { add, remove } = changes(selection);
    if (!add.length && !remove.length) {
      notify.warning(t('tag.nothing'));
      return;
    }
    // A save beyond the selected rows says how many marks it changes and asks.
    if (scope !== 'selection') {
      const ok = await modal.confirm({
        title: t('tag.confirmTitle'),
        content: t(scope === 'own' ? 'tag.confirmOwn' : 'tag.confirmCondition', { n: selection.count, add: add.length, del: remove.length }),
        okText: t('form.ok'),
        cancelText: t('form.cancel'),
      });
      if (!ok) return;
    }
    setSaving(true);
    try {
      const r = await save(scope, list, add, remove);
      if (r.taskId) return setTask({ id: r.taskId, total: r.matched });
      notify.success(t('tag.saved', { n: r.updated }));
      context.refresh();
      onClose();
    } finally {
      setSaving(false);
    }
  };

  // Coming back from the /mindMap tab: maps may have changed.
  useEffect(() => {
    const onFocus = () => void reloadTagOptions();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, []);

  const taskEnded = (ended: TagWriteTask) => {
    // A failed task stays on screen with its reason (TagTaskProgress); the marks it reached keep their tags.
    if (ended.operateStatus !== 1) return setTask((x) => (x ? { ...x, failed: true } : x));
    notify.success(t('tag.saved', { n: ended.updated }));
    context.refresh();
    onClose();
  };
  // Leaving a running task: it goes on on the server.
  const leaveTask = () => {
    if (task?.failed) context.refresh();
    else notify.info(t('tag.task.continues'));
    onClose();
  };

  const footer = task ? (
    <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
      <Button type="primary" onClick={leaveTask} data-testid="tag-task-background">
        {t(task.failed ? 'tag.task.close' : 'tag.task.background')}
      </Button>
    </Space>
  ) : allowed ? (
    <Space style={{ width: '100%', justifyContent: 'space-between' }}>
      <Typography.Text type="secondary">{t('tag.pending', { add: pending.add.length, del: pending.remove.length })}</Typography.Text>
      <Space>
        <Button onClick={onClose}>{t('form.cancel')}</Button>
        <Button type="primary" loading={saving} disabled={!selection || !selection.count} onClick={() => void submit()}>
          {t('form.ok')}
        </Button>
      </Space>
    </Space>
  ) : null;

  return (
    <Drawer open title={t('tag.drawerTitle')} width={800} onClose={task ? leaveTask : onClose} footer={footer} destroyOnHidden>
      {modalHolder}
      {task ? (
        <TagTaskProgress taskId={task.id} total={task.total} onDone={taskEnded} />
      ) : !allowed ? (
        <EmptyHint text={t('tag.noListPermission')} />
      ) : (
        <>
          <div className="ipms-tag-drawer-scope">
            <Typography.Text strong>{t('tag.scope')}</Typography.Text>
            <Radio.Group value={scope} onChange={(e) => setScope(e.target.value)} optionType="button" buttonStyle="solid" size="small">
              <Radio.Button value="selection">{t('tag.scope.selection', { n: selected })}</Radio.Button>
              <Radio.Button value="condition">{t('tag.scope.condition')}</Radio.Button>
              <Radio.Button value="own">{t('tag.scope.own')}</Radio.Button>
            </Radio.Group>
            <Typography.Text type="secondary" data-testid="tag-scope-count">
              {selection ? t('tag.count', { n: selection.count }) : ''}
            </Typography.Text>
            <span style={{ flex: 1 }} />
            <Button size="small" icon={<ReloadOutlined />} onClick={() => void (reloadTagOptions(), load())}>
              {t('tag.reload')}
            </Button>
            <Button size="small" type="link" icon={<ExportOutlined />} href="/mindMap" target="_blank" rel="noopener">
              {t('tag.editMaps')}
            </Button>
          </div>
          <Alert type="info" showIcon message={t('tag.hint')} style={{ marginBottom: 12 }} />
          {!options || !selection ? (
            <div style={{ textAlign: 'center', padding: 48 }}>
              <Spin />
            </div>
          ) : !options.length ? (
            <EmptyHint text={t('tag.noMaps')} />
          ) : selection.count === 0 ? (
            <EmptyHint text={t(scope === 'selection' ? 'tag.noSelection' : 'tag.emptyScope')} />
          ) : (
            <div className="ipms-tag-drawer-maps">
              {options.map((m) => (
                <div key={m.value} className="ipms-tag-drawer-map" style={{ borderColor: token.colorBorderSecondary }} data-testid={`tag-map-${m.label}`}>
                  <div className="ipms-tag-drawer-map-title">
                    <span className="ipms-tag-dot" style={{ background: m.color }} />
                    {m.label}
                  </div>
                  <Tree
                    checkable
                    checkStrictly
                    selectable={false}
                    defaultExpandAll
                    treeData={treeOf(m)}
                    checkedKeys={checkedKeys(selection, allValues(m))}
                    onCheck={(_, info) => setSelection((s) => (s ? toggle(s, String(info.node.key), canRemove) : s))}
                  />
                </div>
              ))}
            </div>
          )}
          {!canRemove && (
            <Typography.Text type="secondary" style={{ display: 'block', marginTop: 12 }}>
              {t('tag.noDelete')}
            </Typography.Text>
          )}
        </>
      )}
    </Drawer>
  );
}
