// /system/caseCreate and /system/proposalConfig (spec 2.13, full screen): the designer of case forms and of proposal
// forms (purpose). Three panes — palette, canvas, property
// panel — over the designer model (shared/model.ts); a toolbar to open, create (blank or from a built-in form),
// save, publish, unpublish, preview (desktop and 390 px), see versions and diffs, export and import JSON. The
// form's problems (shared/check.ts, the same check the server runs at save) are shown as you edit.
import { ArrowLeftOutlined, EyeOutlined, HistoryOutlined, RedoOutlined, UndoOutlined, WarningOutlined } from '@ant-design/icons';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, pointerWithin, useSensor, useSensors, type CollisionDetection, type DragEndEvent } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { Badge, Button, Dropdown, Modal, Popover, Select, Space, Tag, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fieldKindByKey, fieldKinds } from '../../../generated/field-kinds';
import { api } from '../../../client/request/api';
import { notify } from '../../../client/request/notify';
import { useSettings } from '../../../client/settings/settings';
import { useT } from '../i18n';
import { checkFormSchema } from '../shared/check';
import { fromJsonSchema, toJsonSchema, type DesignDoc } from '../shared/design';
import { designerReducer, findNode, initialState, parentOf } from '../shared/model';
import { Canvas } from './Canvas';
import { dragItemOf, parentOfContainerId } from './dnd';
import { Palette } from './Palette';
import PreviewModal from './PreviewModal';
import { PropertyPanel } from './PropertyPanel';
import ProposalsDrawer from './ProposalsDrawer';
import { settingsProblem, withFeesBlock, type FormSettings } from '../shared/settings';
import { previewFees, useFeeStandards } from './feeStandards';
import { proposalProblem } from '../shared/proposal';
import { templateDesign, templateKeys, templateLabel } from './templates';
import VersionsDrawer from './VersionsDrawer';
import './designer.css';

type Rec = Record<string, any>;
const kinds = (k: string) => fieldKindByKey[k];
const blank = (zh: string, en: string): DesignDoc => ({ label: { zh, en }, children: [] });

/** The innermost droppable under the pointer (a field inside a block before the block, a block's list before its card); by keyboard, the closest. */
const collision: CollisionDetection = (args) => {
  const hits = pointerWithin(args).filter((c) => c.id !== args.active.id);
  if (!hits.length) return closestCenter(args);
  const area = (id: string | number) => {
    const r = args.droppableRects.get(id);
    return r ? r.width * r.height : Infinity;
  };
  return [...hits].sort((a, b) => area(a.id) - area(b.id)).slice(0, 1);
};

export default function DesignerPage() {
  return <DesignerView purpose="case" />;
}

export function DesignerView({ purpose }: { purpose: 'case' | 'proposal' }) {
  const t = useT();
  const navigate = useNavigate();
  const lang = useSettings().language === 'en' ? 'en' : 'zh';
  const [params, setParams] = useSearchParams();
  const [state, dispatch] = useReducer(designerReducer, undefined, () => initialState(blank(t('designer.untitled'), 'Untitled form')));
  const [record, setRecord] = useState<Rec | null>(null);
  const [settings, setSettings] = useState<FormSettings>({});
  const [forms, setForms] = useState<Rec[]>([]);
  // What was last saved; a new blank form counts as saved, so an untouched one shows no 有未保存的修改.
  const [savedJson, setSavedJson] = useState<string>(() => JSON.stringify({ schema: toJsonSchema(state.doc, kinds), settings: {} }));
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState(false);
  const [versions, setVersions] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  // The fee standards a case form may pick (proposal forms take no fees).
  const feeRows = useFeeStandards(purpose === 'case');

  const schema = useMemo(() => toJsonSchema(state.doc, kinds), [state.doc]);
  const problems = useMemo(() => {
    const shape = checkFormSchema(schema, fieldKinds);
    const other = purpose === 'proposal' ? proposalProblem(schema, settings) : settingsProblem(schema, settings);
    return other ? [...shape, other] : shape;
  }, [schema, settings, purpose]);
  const [proposalsOpen, setProposalsOpen] = useState(false);
  const current = JSON.stringify({ schema, settings });
  const dirty = current !== savedJson;

  const loadForms = useCallback(() => void api.caseDesign.list({ purpose }).then((r) => setForms(r.list), () => undefined), [purpose]);
  useEffect(loadForms, [loadForms]);

  const open = useCallback((r: Rec) => {
    const doc = fromJsonSchema(r.draftSchema, fieldKinds);
    doc.label = { zh: r.labelZh, en: r.labelEn };
    dispatch({ type: 'load', doc });
    setRecord(r);
    setSettings(r.settings ?? {});
    setSavedJson(JSON.stringify({ schema: toJsonSchema(doc, kinds), settings: r.settings ?? {} }));
  }, []);

  const id = Number(params.get('id')) || null;
  useEffect(() => {
    if (!id || record?.id === id) return;
    void api.caseDesign.get({ id }).then(open, () => undefined);
  }, [id, record?.id, open]);

  const startNew = (doc: DesignDoc) => {
    dispatch({ type: 'load', doc });
    setRecord(null);
    setSettings({});
    // A blank form is nothing to lose; a template's content is unsaved until saved.
    setSavedJson(doc.children.length ? '' : JSON.stringify({ schema: toJsonSchema(doc, kinds), settings: {} }));
    setParams({}, { replace: true });
  };

  const save = async (): Promise<Rec | null> => {
    setBusy(true);
    try {
      const body = { labelZh: state.doc.label.zh.trim(), labelEn: state.doc.label.en.trim(), draftSchema: schema, settings, ...(record ? { id: record.id, version: record.version } : { purpose }) };
      const r = (await api.caseDesign.save(body as never)) as Rec;
      setRecord(r);
      setSavedJson(JSON.stringify({ schema: toJsonSchema(state.doc, kinds), settings }));
      if (!record) setParams({ id: String(r.id) }, { replace: true });
      notify.success(t('designer.saved'));
      loadForms();
      return r;
    } catch {
      return null; // the request layer showed why (the field named)
    } finally {
      setBusy(false);
    }
  };

  const publish = () =>
    Modal.confirm({
      title: t('designer.publish'),
      content: t('designer.confirmPublish'),
      onOk: async () => {
        const r = dirty || !record ? await save() : record;
        if (!r) return;
        const p = (await api.caseDesign.publish({ id: r.id, version: r.version })) as Rec;
        setRecord(p);
        notify.success(t('designer.published', { v: p.publishedVersion }));
        loadForms();
      },
    });

  const unpublish = async () => {
    if (!record) return;
    const r = (await api.caseDesign.unpublish({ id: record.id, version: record.version })) as Rec;
    setRecord(r);
    notify.success(t('designer.unpublished'));
    loadForms();
  };

  const exportJson = async () => {
    if (!record) return;
    const r = await api.caseDesign.exportForm({ id: record.id });
    const url = URL.createObjectURL(new Blob([JSON.stringify(r.content, null, 2)], { type: 'application/json' }));
    const a = Object.assign(document.createElement('a'), { href: url, download: r.fileName });
    a.click();
    URL.revokeObjectURL(url);
  };

  const importJson = async (file: File) => {
    let content: Rec;
    try {
      content = JSON.parse(await file.text());
    } catch (e) {
      notify.error(t('designer.importBad', { error: (e as Error).message }));
      return;
    }
    const r = (await api.caseDesign.importForm({ content }).catch(() => null)) as Rec | null;
    if (!r) return;
    notify.success(t('designer.imported'));
    loadForms();
    setParams({ id: String(r.id) }, { replace: true });
    open(r);
  };

  // Undo / redo from the keyboard, outside text inputs.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const tag = (e.target as HTMLElement)?.tagName;
      if (!(e.ctrlKey || e.metaKey) || tag === 'INPUT' || tag === 'TEXTAREA') return;
      if (e.key.toLowerCase() === 'z') {
        e.preventDefault();
        dispatch({ type: e.shiftKey ? 'redo' : 'undo' });
      } else if (e.key.toLowerCase() === 'y') {
        e.preventDefault();
        dispatch({ type: 'redo' });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  /** Where a drop on `overId` puts a node: a container's end, or the place of the node dropped on. */
  const target = (overId: string): { parent: string | null; index: number } | null => {
    const container = parentOfContainerId(overId);
    if (container !== undefined) {
      const list = container === null ? state.doc.children : ((findNode(state.doc.children, container) as Rec)?.children ?? []);
      return { parent: container, index: list.length };
    }
    const parent = parentOf(state.doc.children, overId);
    if (parent === undefined) return null;
    const list = parent === null ? state.doc.children : (findNode(state.doc.children, parent) as Rec).children;
    return { parent, index: (list as Rec[]).findIndex((n) => n.id === overId) };
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const to = target(String(over.id));
    if (!to) return;
    const item = dragItemOf(String(active.id));
    if (item.from === 'palette') {
      if (item.kind) dispatch({ type: 'addField', kind: fieldKindByKey[item.kind], ...to });
      else if (item.block) dispatch({ type: 'addBlock', block: item.block, ...to });
    } else dispatch({ type: 'move', id: item.id, ...to });
  };

  // A click on the palette adds to the selected block (or beside the selected field), else at the end.
  const addTarget = (): { parent: string | null; index?: number } => {
    if (!state.selected) return { parent: null };
    const n = findNode(state.doc.children, state.selected);
    if (n?.node === 'block' && n.block !== 'tabs' && n.block !== 'steps') return { parent: n.id };
    const p = parentOf(state.doc.children, state.selected);
    return { parent: p ?? null };
  };

  const status = record ? t(`designer.status.${record.status}` as 'designer.status.0', { v: record.publishedVersion ?? '' }) : t('designer.status.0');

  return (
    <div className="ipms-designer" data-testid="case-designer">
      <header className="ipms-designer-bar">
        <Space wrap>
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(-1)} aria-label={t('designer.back')} />
          <Typography.Text strong>{t(purpose === 'proposal' ? 'proposal.designerTitle' : 'designer.title')}</Typography.Text>
          <Select
            style={{ width: 200 }}
            placeholder={t('designer.forms')}
            value={record?.id}
            options={forms.map((f) => ({ value: f.id, label: f.labelZh }))}
            notFoundContent={t('designer.noForms')}
            onChange={(v: number) => setParams({ id: String(v) })}
            data-testid="designer-forms"
          />
          <Button onClick={() => startNew(blank(t('designer.untitled'), 'Untitled form'))} data-testid="designer-new">{t('designer.newForm')}</Button>
          <Dropdown
            trigger={['click']}
            menu={{ items: templateKeys().map((k) => ({ key: k, label: templateLabel(k, lang) })), onClick: ({ key }) => startNew(templateDesign(key)), style: { maxHeight: 400, overflow: 'auto' } }}
          >
            <Button data-testid="designer-templates">{t('designer.templates')}</Button>
          </Dropdown>
          <Tag color={record?.status === 1 ? 'green' : record?.status === 2 ? 'orange' : 'default'} data-testid="designer-status">{status}</Tag>
          {dirty ? <Typography.Text type="warning">{t('designer.unsaved')}</Typography.Text> : null}
          {purpose === 'proposal' && record?.shareToken && record.status === 1 ? (
            <Typography.Text copyable={{ text: `${location.origin}/case-proposal?token=${record.shareToken}` }} data-testid="proposal-link">
              {t('proposal.link')}
            </Typography.Text>
          ) : null}
        </Space>
        <Space wrap>
          <Button icon={<UndoOutlined />} disabled={!state.past.length} onClick={() => dispatch({ type: 'undo' })} aria-label={t('designer.undo')} data-testid="designer-undo" />
          <Button icon={<RedoOutlined />} disabled={!state.future.length} onClick={() => dispatch({ type: 'redo' })} aria-label={t('designer.redo')} data-testid="designer-redo" />
          {problems.length ? (
            <Popover content={<ul className="ipms-designer-problems">{problems.map((p) => <li key={p}>{p}</li>)}</ul>} title={t('designer.problems', { n: problems.length })}>
              <Badge count={problems.length} size="small">
                <Button icon={<WarningOutlined />} danger data-testid="designer-problems" aria-label={t('designer.problems', { n: problems.length })} />
              </Badge>
            </Popover>
          ) : null}
          <Button icon={<EyeOutlined />} onClick={() => setPreview(true)} data-testid="designer-preview-open">{t('designer.preview')}</Button>
          {purpose === 'proposal' ? <Button onClick={() => setProposalsOpen(true)} data-testid="proposals-open">{t('proposal.received')}</Button> : null}
          <Button icon={<HistoryOutlined />} disabled={!record} onClick={() => setVersions(true)} data-testid="designer-versions-open">{t('designer.versions')}</Button>
          <Button disabled={!record} onClick={() => void exportJson()}>{t('designer.export')}</Button>
          <Button onClick={() => fileInput.current?.click()}>{t('designer.import')}</Button>
          <input ref={fileInput} type="file" accept="application/json,.json" hidden data-testid="designer-import-file" onChange={(e) => { const f = e.target.files?.[0]; e.target.value = ''; if (f) void importJson(f); }} />
          <Button loading={busy} onClick={() => void save()} data-testid="designer-save">{t('designer.save')}</Button>
          {record?.status === 1 ? <Button onClick={() => void unpublish()} data-testid="designer-unpublish">{t('designer.unpublish')}</Button> : null}
          <Button type="primary" disabled={!!problems.length} onClick={publish} data-testid="designer-publish">{t('designer.publish')}</Button>
        </Space>
      </header>
      <DndContext sensors={sensors} collisionDetection={collision} onDragEnd={onDragEnd}>
        <main className="ipms-designer-panes">
          <aside className="ipms-designer-pane is-palette">
            <Palette lang={lang} publicOnly={purpose === 'proposal'} onAddKind={(k) => dispatch({ type: 'addField', kind: k, ...addTarget() })} onAddBlock={(b) => dispatch({ type: 'addBlock', block: b, ...addTarget() })} />
          </aside>
          <section className="ipms-designer-pane is-canvas" aria-label={t('designer.canvas')}>
            <Canvas nodes={state.doc.children} lang={lang} selected={state.selected} dispatch={dispatch} />
          </section>
          <aside className="ipms-designer-pane is-props">
            <PropertyPanel doc={state.doc} schema={schema} selected={state.selected} dispatch={dispatch} settings={settings} onSettings={setSettings} purpose={purpose} feeRows={feeRows} />
          </aside>
        </main>
      </DndContext>
      <PreviewModal open={preview} schema={purpose === 'case' ? withFeesBlock(schema, settings, kinds) : schema} initialValues={purpose === 'case' ? previewFees(feeRows, settings) : {}} lang={lang} onClose={() => setPreview(false)} />
      {purpose === 'proposal' ? <ProposalsDrawer open={proposalsOpen} formId={record?.id} onClose={() => setProposalsOpen(false)} /> : null}
      {record ? <VersionsDrawer formId={record.id} open={versions} onClose={() => setVersions(false)} /> : null}
    </div>
  );
}
