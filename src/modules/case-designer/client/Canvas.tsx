// The canvas: the form's fields and blocks as cards in sortable lists (@dnd-kit), blocks holding their own list.
// A card is selected by a click; dragged by its handle (mouse, touch, or keyboard: Space, arrows, Space);
// moved with 上移/下移 and removed with its buttons too.
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, EyeInvisibleOutlined, HolderOutlined } from '@ant-design/icons';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Tag, Tooltip } from 'antd';
import type { Dispatch } from 'react';
import { fieldKindByKey } from '../../../generated/field-kinds';
import { useT } from '../i18n';
import type { DesignNode } from '../shared/design';
import type { DesignerAction } from '../shared/model';
import { containerId } from './dnd';

interface Props { lang: 'zh' | 'en'; selected: string | null; dispatch: Dispatch<DesignerAction> }

function Container({ parent, nodes, ...p }: Props & { parent: string | null; nodes: DesignNode[] }) {
  const t = useT();
  const { setNodeRef, isOver } = useDroppable({ id: containerId(parent) });
  return (
    <SortableContext items={nodes.map((n) => n.id)} strategy={verticalListSortingStrategy}>
      <div ref={setNodeRef} className={`ipms-designer-container${isOver ? ' is-over' : ''}`} data-testid={`designer-${containerId(parent)}`}>
        {nodes.map((n, i) => (
          <NodeCard key={n.id} node={n} index={i} count={nodes.length} parent={parent} {...p} />
        ))}
        {nodes.length ? null : <div className="ipms-designer-empty">{parent === null ? t('designer.canvasEmpty') : t('designer.dropHere')}</div>}
      </div>
    </SortableContext>
  );
}

function NodeCard({ node, index, count, parent, ...p }: Props & { node: DesignNode; index: number; count: number; parent: string | null }) {
  const t = useT();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: node.id });
  const label = node.label[p.lang] || node.key;
  const kindLabel = node.node === 'field' ? (fieldKindByKey[node.kind]?.label[p.lang] ?? node.kind) : t(`designer.block.${node.block}`);
  const selected = p.selected === node.id;
  return (
    <div
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition, opacity: isDragging ? 0.5 : 1 }}
      className={`ipms-designer-node ipms-designer-${node.node}${selected ? ' is-selected' : ''}`}
      data-testid={`designer-node-${node.key}`}
      onClick={(e) => {
        e.stopPropagation();
        p.dispatch({ type: 'select', id: node.id });
      }}
    >
      <div className="ipms-designer-node-head">
        <button type="button" ref={setActivatorNodeRef} className="ipms-designer-handle" aria-label={t('designer.dragHandle', { label })} {...attributes} {...listeners}>
          <HolderOutlined />
        </button>
        <span className="ipms-designer-node-label">
          {node.required ? <span className="ipms-designer-required">*</span> : null}
          {label}
        </span>
        <Tag>{kindLabel}</Tag>
        <code className="ipms-designer-key">{node.key}</code>
        {node.node === 'field' && (node.visibleWhen || node.requiredWhen) ? (
          <Tooltip title={t(node.visibleWhen ? 'designer.visibleWhen' : 'designer.requiredWhen')}>
            <EyeInvisibleOutlined />
          </Tooltip>
        ) : null}
        <span className="ipms-designer-node-actions">
          <Button size="small" type="text" icon={<ArrowUpOutlined />} aria-label={t('designer.moveUp')} disabled={index === 0} onClick={(e) => { e.stopPropagation(); p.dispatch({ type: 'move', id: node.id, parent, index: index - 1 }); }} />
          <Button size="small" type="text" icon={<ArrowDownOutlined />} aria-label={t('designer.moveDown')} disabled={index === count - 1} onClick={(e) => { e.stopPropagation(); p.dispatch({ type: 'move', id: node.id, parent, index: index + 1 }); }} />
          <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('designer.remove')} data-testid={`designer-remove-${node.key}`} onClick={(e) => { e.stopPropagation(); p.dispatch({ type: 'remove', id: node.id }); }} />
        </span>
      </div>
      {node.node === 'block' ? <Container parent={node.id} nodes={node.children} {...p} /> : null}
    </div>
  );
}

export function Canvas({ nodes, ...p }: Props & { nodes: DesignNode[] }) {
  return (
    <div className="ipms-designer-canvas" onClick={() => p.dispatch({ type: 'select', id: null })}>
      <Container parent={null} nodes={nodes} {...p} />
    </div>
  );
}
