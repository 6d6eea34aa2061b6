// Tag chips of one trademark (archive tag column, detail page): each chip can be removed with its x when the
// role has delTags (/api/delTrademarkList with nodeId and id); the + icon (addTags) opens a compact picker
// of the brand-map trees and adds the chosen tag (/api/batchAddiLabels for this one record).
//
//   const tags = useTagLookup();
//   <TagChips tags={tags.tagsOf(row.tagIds)} recordId={row.id} onChanged={refresh} />
import { PlusOutlined } from '@ant-design/icons';
import { Input, Popover, Tag, Tooltip, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMemo, useState, type MouseEvent } from 'react';
import type { TagOption } from '../../../../generated/types';
import { useT } from '../../i18n';
import { api } from '../../../../client/request/api';
import { notify } from '../../../../client/request/notify';
import { usePermission } from '../../../../client/session/permission';
import { useTagLookup, useTagOptions } from './useTagOptions';
import './tags.css';

export interface ChipTag {
  nodeId: string;
  label: string;
  color: string;
}

export interface TagChipsProps {
  tags: ChipTag[];
  recordId: number;
  /** Called after a tag was added or removed (refresh the row or the list). */
  onChanged?: () => void;
  /** Hide the + icon (read-only places). */
  readOnly?: boolean;
}

const stop = (e: MouseEvent) => e.stopPropagation();

export function TagChips({ tags, recordId, onChanged, readOnly }: TagChipsProps) {
  const t = useT();
  const can = usePermission();
  const lookup = useTagLookup();
  const [busy, setBusy] = useState<string | null>(null);
  const canRemove = !readOnly && can('delTags');
  const canAdd = !readOnly && can('addTags');

  const remove = async (nodeId: string) => {
    setBusy(nodeId);
    try {
      await api.brandLabel.delTrademarkTag({ id: recordId, nodeId }, { noLoading: true });
      notify.success(t('tag.removed'));
      onChanged?.();
    } finally {
      setBusy(null);
    }
  };

  return (
    <span className="ipms-tag-chips" onClick={stop} onDoubleClick={stop} data-testid={`tag-chips-${recordId}`}>
      {tags.map((tag) => (
        <Tooltip key={tag.nodeId} title={lookup.get(tag.nodeId)?.path.join(' / ')} mouseEnterDelay={0.4}>
          <Tag
            className="ipms-tag-chip"
            color={tag.color}
            closable={canRemove && busy !== tag.nodeId}
            closeIcon={canRemove ? undefined : false}
            onClose={(e) => {
              e.preventDefault();
              void remove(tag.nodeId);
            }}
            data-node-id={tag.nodeId}
          >
            {tag.label}
          </Tag>
        </Tooltip>
      ))}
      {canAdd && <AddTagButton recordId={recordId} carried={tags.map((x) => x.nodeId)} onAdded={onChanged} />}
    </span>
  );
}

function toTreeData(options: TagOption[], carried: Set<string>, filter: string): DataNode[] {
  const visit = (o: TagOption): DataNode | null => {
    const children = (o.children ?? []).map(visit).filter((x): x is DataNode => x !== null);
    const matches = !filter || o.label.toLowerCase().includes(filter.toLowerCase());
    if (!matches && !children.length) return null;
    return {
      key: o.value,
      title: o.label,
      selectable: !o.root && !carried.has(o.value),
      disabled: !o.root && carried.has(o.value),
      children,
    };
  };
  return options.map(visit).filter((x): x is DataNode => x !== null);
}

/** The + icon of a record and its picker. */
export function AddTagButton({ recordId, carried, onAdded }: { recordId: number; carried: string[]; onAdded?: () => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const { options } = useTagOptions();
  const data = useMemo(() => toTreeData(options ?? [], new Set(carried), filter.trim()), [options, carried, filter]);

  const add = async (nodeId: string) => {
    await api.brandLabel.batchAddiLabels({ trademark: String(recordId), addNodeId: nodeId }, { noLoading: true });
    notify.success(t('tag.added'));
    setOpen(false);
    onAdded?.();
  };

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomLeft"
      title={t('tag.add')}
      destroyOnHidden
      content={
        <div className="ipms-tag-picker" onClick={stop}>
          <Input.Search size="small" allowClear value={filter} onChange={(e) => setFilter(e.target.value)} placeholder={t('tag.add')} />
          <Tree
            height={260}
            blockNode
            defaultExpandAll
            treeData={data}
            onSelect={(keys) => keys[0] !== undefined && void add(String(keys[0]))}
          />
        </div>
      }
    >
      <Tag className="ipms-tag-add" onClick={stop} aria-label={t('tag.add')} data-testid={`tag-add-${recordId}`}>
        <PlusOutlined />
      </Tag>
    </Popover>
  );
}

export default TagChips;
