// Controller of the class tree picker: loads the classes and groups of an edition, a group's items when it is
// expanded, filters with a 500 ms debounce (classes and groups locally, goods through the server search), and
// keeps the selection under the level lock (levelLock.ts). The view (ClassTreePicker.tsx) only renders it.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CgNode, GoodsByClass, NiceEdition } from '../../../generated/types';
import { api } from '../../../client/request/api';
import { buildRows, filterRows, pickedOf, type TreeRow } from './classTreeModel';
import { EMPTY_SELECTION, clearSelection, toggle, type TreeSelection } from './levelLock';
import { CLASS_TREE_DEBOUNCE_MS, useDebouncedValue } from './useDebouncedValue';

export interface ClassTreeOptions {
  edition?: string;
  /** Controlled selection. */
  value?: TreeSelection;
  onChange?: (sel: TreeSelection) => void;
}

export function useClassTree({ edition, value, onChange }: ClassTreeOptions = {}) {
  const [classes, setClasses] = useState<CgNode[]>([]);
  const [current, setCurrent] = useState<NiceEdition | null>(null);
  const [loading, setLoading] = useState(true);
  const [itemsByGroup, setItemsByGroup] = useState<ReadonlyMap<string, CgNode[]>>(new Map());
  const [keyword, setKeyword] = useState('');
  const debounced = useDebouncedValue(keyword.trim(), CLASS_TREE_DEBOUNCE_MS);
  const [hits, setHits] = useState<GoodsByClass[]>([]);
  const [searching, setSearching] = useState(false);
  const [inner, setInner] = useState<TreeSelection>(EMPTY_SELECTION);
  const selection = value ?? inner;
  const [expanded, setExpanded] = useState<string[]>([]);

  useEffect(() => {
    let live = true;
    setLoading(true);
    setItemsByGroup(new Map());
    api.classification
      .queryAllCgList(edition ? { edition } : {})
      .then((r) => {
        if (!live) return;
        setClasses(r.list);
        setCurrent(r.edition);
      })
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [edition]);

  const searchSeq = useRef(0);
  useEffect(() => {
    const seq = ++searchSeq.current;
    if (!debounced || !current) {
      setHits([]);
      return;
    }
    setSearching(true);
    api.classification
      .searchGoods({ keyword: debounced.slice(0, 50), limit: 300, ...(edition ? { edition } : {}) })
      .then((r) => seq === searchSeq.current && setHits(r.list))
      .catch(() => seq === searchSeq.current && setHits([]))
      .finally(() => seq === searchSeq.current && setSearching(false));
  }, [debounced, current, edition]);

  const rows = useMemo(() => buildRows(classes, itemsByGroup), [classes, itemsByGroup]);
  const view = useMemo(() => filterRows(rows, debounced, hits), [rows, debounced, hits]);
  // A new filter (or its goods hits) opens the matching branches; loading a group's items keeps what is open.
  // (view is this render's, computed from the same debounced keyword and hits.)
  useEffect(() => setExpanded(view.expanded), [debounced, hits]);

  /** Every row by key (filtered ones included), so a check event finds its row. */
  const byKey = useMemo(() => {
    const m = new Map<string, TreeRow>();
    const walk = (list: readonly TreeRow[]) => list.forEach((r) => (m.set(r.key, r), r.children && walk(r.children)));
    walk(rows);
    walk(view.rows);
    return m;
  }, [rows, view.rows]);

  const loadGroup = useCallback(
    async (groupCode: string) => {
      if (itemsByGroup.has(groupCode)) return;
      const r = await api.classification.children({ parentCode: groupCode, ...(edition ? { edition } : {}) });
      setItemsByGroup((m) => new Map(m).set(groupCode, r.list));
    },
    [edition, itemsByGroup],
  );

  const update = useCallback(
    (next: TreeSelection) => {
      if (value === undefined) setInner(next);
      onChange?.(next);
    },
    [value, onChange],
  );

  const pick = useCallback(
    (key: string) => {
      const row = byKey.get(key);
      if (row) update(toggle(selection, pickedOf(row)));
    },
    [byKey, selection, update],
  );

  const clear = useCallback(() => update(clearSelection()), [update]);

  return {
    edition: current,
    loading,
    rows: view.rows,
    filtering: !!debounced,
    keyword,
    setKeyword,
    searching: searching || keyword.trim() !== debounced,
    expanded,
    setExpanded,
    selection,
    pick,
    clear,
    loadGroup,
  };
}
