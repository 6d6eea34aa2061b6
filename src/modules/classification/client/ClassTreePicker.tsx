// Class tree picker (spec 3.16, 4, 9): classes -> similar-goods groups -> goods/services, with item counts,
// per-class picked counts, a 500 ms debounced filter that also finds goods, and the level lock: the first pick
// locks the tree to class, group or goods level; the other levels stay disabled until the selection is cleared.
import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Input, Spin, Tag, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMemo } from 'react';
import { useT } from '../i18n';
import type { TreeRow } from './classTreeModel';
import { canPick, countByClass, countByGroup, type TreeSelection } from './levelLock';
import { useClassTree } from './useClassTree';
import './classification.css';

export interface ClassTreePickerProps {
  edition?: string;
  value?: TreeSelection;
  onChange?: (sel: TreeSelection) => void;
  height?: number;
}

export default function ClassTreePicker({ edition, value, onChange, height = 460 }: ClassTreePickerProps) {
  const t = useT();
  const tree = useClassTree({ edition, value, onChange });
  const { selection } = tree;
  const byClass = useMemo(() => countByClass(selection), [selection]);
  const byGroup = useMemo(() => countByGroup(selection), [selection]);

  const treeData = useMemo(() => {
    const toNode = (r: TreeRow): DataNode => {
      const picked = r.level === 0 ? byClass.get(r.classNo) : r.level === 1 ? byGroup.get(r.code) : undefined;
      return {
        key: r.key,
        isLeaf: r.isLeaf,
        disableCheckbox: !canPick(selection, r.level),
        title: (
          <span className={`cls-node cls-node-${r.level}`} data-testid={`cls-node-${r.key}`}>
            <span className="cls-code">{r.code}</span>
            <span className="cls-name">{r.name}</span>
            {r.level < 2 && <span className="cls-count">({r.count})</span>}
            {!!picked && (
              <Tag color="orange" className="cls-picked">
                {t('cls.selected', { n: picked })}
              </Tag>
            )}
          </span>
        ),
        children: r.children?.map(toNode),
      };
    };
    return tree.rows.map(toNode);
  }, [tree.rows, selection, byClass, byGroup, t]);

  const locked = selection.level !== null;
  return (
    <div className="cls-tree-picker" data-testid="class-tree-picker">
      <Input.Search
        allowClear
        value={tree.keyword}
        onChange={(e) => tree.setKeyword(e.target.value)}
        placeholder={t('cls.treeSearch')}
        loading={tree.searching && !!tree.keyword.trim()}
        maxLength={50}
        data-testid="cls-tree-search"
      />
      <Alert
        className="cls-lock"
        data-testid="cls-lock"
        type={locked ? 'warning' : 'info'}
        showIcon
        icon={locked ? <LockOutlined /> : <UnlockOutlined />}
        message={locked ? t('cls.lock.locked', { level: t(`cls.level.${selection.level}` as 'cls.level.0'), n: selection.nodes.length }) : t('cls.lock.none')}
        action={
          <Button size="small" onClick={tree.clear} disabled={!locked} data-testid="cls-clear">
            {t('cls.clear')}
          </Button>
        }
      />
      <Spin spinning={tree.loading}>
        {treeData.length ? (
          <Tree
            checkable
            checkStrictly
            blockNode
            selectable={false}
            height={height}
            treeData={treeData}
            checkedKeys={{ checked: selection.nodes.map((n) => n.key), halfChecked: [] }}
            onCheck={(_, info) => tree.pick(String(info.node.key))}
            expandedKeys={tree.expanded}
            onExpand={(keys) => tree.setExpanded(keys.map(String))}
            loadData={async (node) => {
              const key = String(node.key);
              if (/^\d{4}$/.test(key)) await tree.loadGroup(key);
            }}
          />
        ) : (
          !tree.loading && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('cls.noResult')} />
        )}
      </Spin>
    </div>
  );
}
