// /mindMap (spec 2.2, 3.13): the brand maps as mind maps in the organizationStructure layout (root on top,
// children below), also opened in a new tab from the tag drawer. With modifyLabel a node can be renamed and
// get a sibling or a child, and be deleted (确定删除该节点吗？, title 提示, warning); the root has no sibling
// and no delete. Saving sends the whole map; node ids stay, so the tags on trademarks follow renames.
import { DeleteOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import { Button, Dropdown, Input, Space, Spin, Tabs, Tooltip, Typography, theme, type InputRef, type MenuProps } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { BrandMap } from '../../../../generated/types';
import { addChild, addSibling, deleteNode, nodeActions, renameNode, type MindMap } from '../../shared/tree';
import { useT } from '../../i18n';
import { api } from '../../../../client/request/api';
import { notify } from '../../../../client/request/notify';
import { EmptyHint } from '../../../../client/runtime/EmptyHint';
import { ConfirmHost } from '../../../../client/runtime/confirm/ConfirmHost';
import { confirm } from '../../../../client/runtime/confirm/confirmStore';
import { usePermission } from '../../../../client/session/permission';
import { reloadTagOptions } from '../tags/useTagOptions';
import type { PageProps } from '../../../../client/pages/registry';
import { layoutMap, type PlacedNode } from './layout';
import './mindMap.css';

const COLORS = ['#1677ff', '#13a8a8', '#52c41a', '#fa8c16', '#f5222d', '#eb2f96', '#722ed1', '#595959'];

interface Draft {
  map: MindMap;
  color: string;
  dirty: boolean;
}

export default function MindMapPage(_: PageProps) {
  const t = useT();
  const can = usePermission();
  const canView = can('tagsList');
  const canEdit = can('modifyLabel');
  const [params, setParams] = useSearchParams();
  const [maps, setMaps] = useState<BrandMap[] | null>(null);
  const [activeId, setActiveId] = useState<number | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    document.title = `${t('mindMap.title')}`;
  }, [t]);

  const open = useCallback((m: BrandMap | undefined) => {
    setActiveId(m?.id ?? null);
    setDraft(m ? { map: m.map, color: m.color, dirty: false } : null);
    setSelected(m?.map.root.id ?? null);
    setEditing(null);
  }, []);

  useEffect(() => {
    if (!canView) return;
    void api.brandLabel.brandMapList({ format: 1 }).then((list) => {
      setMaps(list);
      const wanted = Number(params.get('id'));
      open(list.find((m) => m.id === wanted) ?? list[0]);
    });
    // first load only; later changes go through the handlers below
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [canView]);

  // Unsaved work: the browser asks before the tab closes.
  useEffect(() => {
    if (!draft?.dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [draft?.dirty]);

  const active = maps?.find((m) => m.id === activeId);

  const discardOk = async () => !draft?.dirty || (await confirm({ type: 'change', title: t('mindMap.confirmTitle'), content: t('mindMap.unsaved') }));

  const switchTo = async (id: number) => {
    if (id === activeId || !(await discardOk())) return;
    open(maps?.find((m) => m.id === id));
    setParams({ id: String(id) }, { replace: true });
  };

  const change = (map: MindMap, select?: string, edit?: string) => {
    setDraft((d) => (d ? { ...d, map, dirty: true } : d));
    if (select) setSelected(select);
    setEditing(edit ?? null);
  };

  const run = (fn: () => void) => {
    try {
      fn();
    } catch (e) {
      notify.warning((e as Error).message);
    }
  };

  const actions = {
    rename: (id: string) => setEditing(id),
    addChild: (id: string) =>
      run(() => {
        const r = addChild(draft!.map, id, t('mindMap.newNode'));
        change(r.map, r.id, r.id);
      }),
    addSibling: (id: string) =>
      run(() => {
        const r = addSibling(draft!.map, id, t('mindMap.newNode'));
        change(r.map, r.id, r.id);
      }),
    remove: async (id: string) => {
      if (!nodeActions(draft!.map, id).remove) return;
      if (!(await confirm({ type: 'change', title: t('mindMap.confirmTitle'), content: t('mindMap.deleteConfirm') }))) return;
      run(() => change(deleteNode(draft!.map, id), draft!.map.root.id));
    },
  };

  const commitRename = (id: string, text: string) => {
    setEditing(null);
    const node = layout?.nodes.find((n) => n.id === id);
    if (!text.trim() || text.trim() === node?.text) return;
    run(() => change(renameNode(draft!.map, id, text), id));
  };

  const save = async () => {
    if (!draft || !active) return;
    setSaving(true);
    try {
      const saved = await api.brandLabel.saveBrandMap({ id: active.id, map: draft.map, color: draft.color });
      setMaps((list) => list?.map((m) => (m.id === saved.id ? saved : m)) ?? null);
      setDraft({ map: saved.map, color: saved.color, dirty: false });
      notify.success(t('mindMap.saved'));
      void reloadTagOptions();
    } finally {
      setSaving(false);
    }
  };

  const createMap = async () => {
    if (!(await discardOk())) return;
    const saved = await api.brandLabel.saveBrandMap({ name: t('mindMap.newMapName') });
    setMaps((list) => [...(list ?? []), saved]);
    open(saved);
    setEditing(saved.map.root.id);
    setParams({ id: String(saved.id) }, { replace: true });
    void reloadTagOptions();
  };

  const deleteMap = async () => {
    if (!active) return;
    if (!(await confirm({ type: 'delete', title: t('mindMap.confirmTitle'), content: t('mindMap.deleteMapConfirm', { name: active.name }) }))) return;
    await api.brandLabel.deleteBrandMap({ id: active.id });
    const rest = (maps ?? []).filter((m) => m.id !== active.id);
    setMaps(rest);
    open(rest[0]);
    notify.success(t('action.deleted'));
    void reloadTagOptions();
  };

  const layout = useMemo(() => (draft ? layoutMap(draft.map.root) : null), [draft]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!canEdit || !selected || editing || !draft) return;
    const can = nodeActions(draft.map, selected);
    if (e.key === 'Tab') {
      e.preventDefault();
      actions.addChild(selected);
    } else if (e.key === 'Enter' && can.addSibling) {
      e.preventDefault();
      actions.addSibling(selected);
    } else if ((e.key === 'Delete' || e.key === 'Backspace') && can.remove) {
      e.preventDefault();
      void actions.remove(selected);
    } else if (e.key === 'F2') {
      e.preventDefault();
      actions.rename(selected);
    }
  };

  if (!canView)
    return (
      <div className="ipms-mindmap-page">
        <EmptyHint text={t('mindMap.noPermission')} style={{ paddingTop: 120 }} />
      </div>
    );

  return (
    <div className="ipms-mindmap-page">
      <ConfirmHost />
      <header className="ipms-mindmap-header">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('mindMap.title')}
        </Typography.Title>
        {maps && maps.length > 0 && (
          <Tabs
            className="ipms-mindmap-tabs"
            activeKey={activeId ? String(activeId) : undefined}
            onChange={(k) => void switchTo(Number(k))}
            items={maps.map((m) => ({ key: String(m.id), label: <span data-testid={`map-tab-${m.name}`}>{m.id === activeId && draft?.dirty ? `${m.name} *` : m.name}</span> }))}
          />
        )}
        <span style={{ flex: 1 }} />
        {canEdit && (
          <Space>
            {draft && (
              <Space size={4} aria-label={t('mindMap.color')}>
                {COLORS.map((c) => (
                  <Tooltip key={c} title={t('mindMap.color')}>
                    <button
                      type="button"
                      className={`ipms-mindmap-swatch${draft.color.toLowerCase() === c ? ' is-active' : ''}`}
                      style={{ background: c }}
                      onClick={() => setDraft((d) => (d ? { ...d, color: c, dirty: d.dirty || d.color !== c } : d))}
                    />
                  </Tooltip>
                ))}
              </Space>
            )}
            <Button icon={<PlusOutlined />} onClick={() => void createMap()}>
              {t('mindMap.newMap')}
            </Button>
            {active && (
              <Button danger icon={<DeleteOutlined />} onClick={() => void deleteMap()}>
                {t('mindMap.deleteMap')}
              </Button>
            )}
            <Button type="primary" icon={<SaveOutlined />} loading={saving} disabled={!draft?.dirty} onClick={() => void save()}>
              {t('mindMap.save')}
            </Button>
          </Space>
        )}
      </header>
      <div className="ipms-mindmap-hint">
        {canEdit && draft && selected && (
          <Space size={4} className="ipms-mindmap-node-actions">
            {(() => {
              const allowed = nodeActions(draft.map, selected);
              return (
                <>
                  <Button size="small" onClick={() => actions.rename(selected)}>{t('mindMap.rename')}</Button>
                  <Button size="small" disabled={!allowed.addSibling} onClick={() => actions.addSibling(selected)}>{t('mindMap.addSibling')}</Button>
                  <Button size="small" onClick={() => actions.addChild(selected)}>{t('mindMap.addChild')}</Button>
                  <Button size="small" danger disabled={!allowed.remove} onClick={() => void actions.remove(selected)}>{t('mindMap.delete')}</Button>
                </>
              );
            })()}
          </Space>
        )}
        <Typography.Text type="secondary">{canEdit ? t('mindMap.keys') : t('mindMap.readonly')}</Typography.Text>
      </div>
      {!maps ? (
        <div style={{ textAlign: 'center', padding: 96 }}>
          <Spin />
        </div>
      ) : !draft || !layout ? (
        <EmptyHint text={t('mindMap.empty')} style={{ paddingTop: 96 }} />
      ) : (
        <div className="ipms-mindmap-canvas" tabIndex={0} onKeyDown={onKeyDown} onClick={() => setEditing(null)} data-testid="mindmap-canvas">
          <div className="ipms-mindmap-stage" style={{ width: layout.width, height: layout.height }}>
            <svg width={layout.width} height={layout.height} className="ipms-mindmap-edges" aria-hidden>
              {layout.edges.map((e) => (
                <path key={`${e.from}-${e.to}`} d={e.path} stroke={draft.color} strokeOpacity={0.55} strokeWidth={1.5} fill="none" />
              ))}
            </svg>
            {layout.nodes.map((n) => (
              <MapNodeView
                key={n.id}
                node={n}
                color={draft.color}
                selected={selected === n.id}
                editing={editing === n.id}
                canEdit={canEdit}
                menu={canEdit ? nodeMenu(draft.map, n.id, t, actions) : undefined}
                onSelect={() => setSelected(n.id)}
                onRename={() => canEdit && actions.rename(n.id)}
                onCommit={(text) => commitRename(n.id, text)}
                onCancel={() => setEditing(null)}
              />
            ))}
          </div>
        </div>
      )}
    </div>
  );
}

type Actions = { rename: (id: string) => void; addChild: (id: string) => void; addSibling: (id: string) => void; remove: (id: string) => Promise<void> };

function nodeMenu(map: MindMap, id: string, t: ReturnType<typeof useT>, actions: Actions): MenuProps {
  const can = nodeActions(map, id);
  const items: MenuProps['items'] = [
    { key: 'rename', label: t('mindMap.rename') },
    ...(can.addSibling ? [{ key: 'addSibling', label: t('mindMap.addSibling') }] : []),
    { key: 'addChild', label: t('mindMap.addChild') },
    ...(can.remove ? [{ type: 'divider' as const }, { key: 'remove', label: t('mindMap.delete'), danger: true }] : []),
  ];
  return {
    items,
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      void actions[key as keyof Actions](id);
    },
  };
}

interface NodeViewProps {
  node: PlacedNode;
  color: string;
  selected: boolean;
  editing: boolean;
  canEdit: boolean;
  menu?: MenuProps;
  onSelect: () => void;
  onRename: () => void;
  onCommit: (text: string) => void;
  onCancel: () => void;
}

function MapNodeView({ node, color, selected, editing, canEdit, menu, onSelect, onRename, onCommit, onCancel }: NodeViewProps) {
  const { token } = theme.useToken();
  const input = useRef<InputRef>(null);
  useEffect(() => {
    if (editing) input.current?.focus({ cursor: 'all' });
  }, [editing]);
  const isRoot = node.depth === 0;
  const style = {
    left: node.x,
    top: node.y,
    width: node.width,
    height: node.height,
    borderColor: color,
    background: isRoot ? color : node.depth === 1 ? `${color}1f` : token.colorBgContainer,
    color: isRoot ? '#fff' : token.colorText,
    boxShadow: selected ? `0 0 0 3px ${color}55` : undefined,
  };
  const box = (
    <div
      className={`ipms-mindmap-node depth-${Math.min(node.depth, 2)}${selected ? ' is-selected' : ''}`}
      style={style}
      data-node-id={node.id}
      data-testid={`mindmap-node-${node.text}`}
      title={node.text}
      onClick={(e) => {
        e.stopPropagation();
        onSelect();
      }}
      onDoubleClick={(e) => {
        e.stopPropagation();
        onRename();
      }}
      onContextMenu={onSelect}
    >
      {editing ? (
        <Input
          ref={input}
          size="small"
          defaultValue={node.text}
          maxLength={50}
          className="ipms-mindmap-input"
          onClick={(e) => e.stopPropagation()}
          onKeyDown={(e) => {
            e.stopPropagation();
            if (e.key === 'Enter') onCommit(e.currentTarget.value);
            if (e.key === 'Escape') onCancel();
          }}
          onBlur={(e) => onCommit(e.currentTarget.value)}
        />
      ) : (
        <span className="ipms-mindmap-text">{node.text}</span>
      )}
    </div>
  );
  if (!canEdit || !menu || editing) return box;
  return (
    <Dropdown menu={menu} trigger={['contextMenu']}>
      {box}
    </Dropdown>
  );
}
