// The designer's editing model: add a field of a kind or a layout block, move (reorder or nest), remove, edit
// properties, undo and redo. A reducer over an immutable document, so the canvas, the property panel and the
// preview read one state and every step can be undone. Pure, unit-tested (model.test.ts).
import type { FieldKindDef } from '../../../shared/field-kinds';
import { newId, walk, type BlockKind, type BlockNode, type DesignDoc, type DesignNode, type FieldNode } from './design';

export interface DesignerState { doc: DesignDoc; selected: string | null; past: DesignDoc[]; future: DesignDoc[] }

export type DesignerAction =
  | { type: 'addField'; kind: FieldKindDef; parent: string | null; index?: number }
  | { type: 'addBlock'; block: BlockKind; parent: string | null; index?: number }
  | { type: 'move'; id: string; parent: string | null; index: number }
  | { type: 'remove'; id: string }
  | { type: 'update'; id: string; patch: Partial<FieldNode> | Partial<BlockNode> }
  | { type: 'setLabel'; label: DesignDoc['label'] }
  | { type: 'select'; id: string | null }
  | { type: 'load'; doc: DesignDoc }
  | { type: 'undo' }
  | { type: 'redo' };

const HISTORY = 100;

export const initialState = (doc: DesignDoc): DesignerState => ({ doc, selected: null, past: [], future: [] });

export function findNode(nodes: DesignNode[], id: string): DesignNode | undefined {
  return walk(nodes).find((x) => x.node.id === id)?.node;
}

/** The parent block id of a node (null: the form itself), or undefined when it is not in the document. */
export function parentOf(nodes: DesignNode[], id: string, parent: string | null = null): string | null | undefined {
  for (const n of nodes) {
    if (n.id === id) return parent;
    if (n.node === 'block') {
      const p = parentOf(n.children, id, n.id);
      if (p !== undefined) return p;
    }
  }
  return undefined;
}

/** A key not yet used anywhere in the form (keys are unique in the whole form). */
export function freeKey(doc: DesignDoc, base: string): string {
  const used = new Set(walk(doc.children).map((x) => x.node.key));
  if (!used.has(base)) return base;
  let i = 2;
  while (used.has(`${base}${i}`)) i++;
  return `${base}${i}`;
}

function childrenOf(doc: DesignDoc, parent: string | null): DesignNode[] | undefined {
  if (parent === null) return doc.children;
  const p = findNode(doc.children, parent);
  return p?.node === 'block' ? p.children : undefined;
}

/** Whether a node may go into a parent: tabs and steps hold only groups (their tabs or steps), rows and per-country entries hold no lists. */
export function canHold(doc: DesignDoc, parent: string | null, node: DesignNode): boolean {
  if (parent === null) return true;
  const p = findNode(doc.children, parent);
  if (!p || p.node !== 'block') return false;
  if (p.block === 'tabs' || p.block === 'steps') return node.node === 'block' && node.block === 'group';
  if (p.block === 'table' || p.block === 'countries') return node.node === 'field' || node.block === 'group';
  return true;
}

/** The document with `nodes` of one parent replaced (structural sharing; the rest untouched). */
function withChildren(doc: DesignDoc, parent: string | null, fn: (list: DesignNode[]) => DesignNode[]): DesignDoc {
  if (parent === null) return { ...doc, children: fn(doc.children) };
  const map = (list: DesignNode[]): DesignNode[] =>
    list.map((n) => (n.node !== 'block' ? n : n.id === parent ? { ...n, children: fn(n.children) } : { ...n, children: map(n.children) }));
  return { ...doc, children: map(doc.children) };
}

function insert(doc: DesignDoc, parent: string | null, node: DesignNode, index?: number): DesignDoc {
  return withChildren(doc, parent, (list) => {
    const at = index === undefined ? list.length : Math.max(0, Math.min(index, list.length));
    return [...list.slice(0, at), node, ...list.slice(at)];
  });
}

function removeNode(doc: DesignDoc, id: string): DesignDoc {
  const parent = parentOf(doc.children, id);
  if (parent === undefined) return doc;
  // Conditions of siblings that pointed at the removed field go with it.
  const key = findNode(doc.children, id)!.key;
  return withChildren(doc, parent, (list) =>
    list.filter((n) => n.id !== id).map((n) => (n.node === 'field' && (n.visibleWhen?.field === key || n.requiredWhen?.field === key) ? dropConditionsOn(n, key) : n)),
  );
}

function dropConditionsOn(f: FieldNode, key: string): FieldNode {
  const out = { ...f };
  if (out.visibleWhen?.field === key) delete out.visibleWhen;
  if (out.requiredWhen?.field === key) delete out.requiredWhen;
  return out;
}

export function newField(doc: DesignDoc, kind: FieldKindDef): FieldNode {
  return { id: newId('f'), node: 'field', kind: kind.kind, key: freeKey(doc, kind.kind), label: { ...kind.label } };
}

const BLOCK_LABELS: Record<BlockKind, { zh: string; en: string }> = {
  group: { zh: '分组', en: 'Group' },
  tabs: { zh: '标签页', en: 'Tabs' },
  steps: { zh: '分步填写', en: 'Steps' },
  countries: { zh: '按国家填写', en: 'Per country' },
  table: { zh: '表格', en: 'Table' },
};

export function newBlock(doc: DesignDoc, block: BlockKind): BlockNode {
  const key = freeKey(doc, block === 'countries' ? 'countryItems' : block);
  const b: BlockNode = { id: newId('b'), node: 'block', block, key, label: { ...BLOCK_LABELS[block] }, children: [] };
  if (block === 'tabs' || block === 'steps') {
    const first = block === 'tabs' ? { key: 'tab', zh: '标签一', en: 'Tab 1' } : { key: 'step', zh: '第一步', en: 'Step 1' };
    const pane = { id: newId('b'), node: 'block' as const, block: 'group' as const, key: freeKey({ ...doc, children: [...doc.children, b] }, first.key), label: { zh: first.zh, en: first.en }, children: [] };
    b.children = [pane];
  }
  if (block === 'countries') {
    const country: FieldNode = { id: newId('f'), node: 'field', kind: 'country', key: freeKey({ ...doc, children: [...doc.children, b] }, 'appCountry'), label: { zh: '申请国家/地区', en: 'Country or region' }, required: true };
    b.children = [country];
  }
  return b;
}

function contains(node: DesignNode, id: string): boolean {
  return node.id === id || (node.node === 'block' && node.children.some((c) => contains(c, id)));
}

/** The document after one action (or the same object when the action changes nothing). */
export function applyToDoc(doc: DesignDoc, a: DesignerAction): DesignDoc {
  switch (a.type) {
    case 'addField': {
      const f = newField(doc, a.kind);
      return canHold(doc, a.parent, f) && childrenOf(doc, a.parent) ? insert(doc, a.parent, f, a.index) : doc;
    }
    case 'addBlock': {
      const b = newBlock(doc, a.block);
      return canHold(doc, a.parent, b) && childrenOf(doc, a.parent) ? insert(doc, a.parent, b, a.index) : doc;
    }
    case 'move': {
      const node = findNode(doc.children, a.id);
      if (!node || !childrenOf(doc, a.parent)) return doc;
      if (a.parent !== null && contains(node, a.parent)) return doc; // not into itself
      if (!canHold(doc, a.parent, node)) return doc;
      const from = parentOf(doc.children, a.id);
      let index = a.index;
      // Moving down within the same list: the index counts the list without the node.
      if (from === a.parent) {
        const list = childrenOf(doc, from)!;
        const at = list.findIndex((n) => n.id === a.id);
        if (at === index) return doc;
      }
      const without = removeKeepingConditions(doc, a.id);
      return insert(without, a.parent, node, index);
    }
    case 'remove':
      return removeNode(doc, a.id);
    case 'update': {
      const node = findNode(doc.children, a.id);
      if (!node) return doc;
      const parent = parentOf(doc.children, a.id)!;
      const renamed = 'key' in a.patch && a.patch.key !== node.key ? { from: node.key, to: a.patch.key as string } : null;
      return withChildren(doc, parent, (list) =>
        list.map((n) => {
          if (n.id === a.id) return clearUndefined({ ...n, ...a.patch } as DesignNode);
          // Conditions of siblings follow a renamed key.
          if (renamed && n.node === 'field') {
            const out = { ...n };
            if (out.visibleWhen?.field === renamed.from) out.visibleWhen = { ...out.visibleWhen, field: renamed.to };
            if (out.requiredWhen?.field === renamed.from) out.requiredWhen = { ...out.requiredWhen, field: renamed.to };
            return out;
          }
          return n;
        }),
      );
    }
    case 'setLabel':
      return { ...doc, label: a.label };
    case 'load':
      return a.doc;
    default:
      return doc;
  }
}

function removeKeepingConditions(doc: DesignDoc, id: string): DesignDoc {
  const parent = parentOf(doc.children, id);
  return parent === undefined ? doc : withChildren(doc, parent, (list) => list.filter((n) => n.id !== id));
}

function clearUndefined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

export function designerReducer(s: DesignerState, a: DesignerAction): DesignerState {
  switch (a.type) {
    case 'select':
      return { ...s, selected: a.id };
    case 'undo':
      return s.past.length ? { ...s, doc: s.past[s.past.length - 1], past: s.past.slice(0, -1), future: [s.doc, ...s.future], selected: keepSelected(s.past[s.past.length - 1], s.selected) } : s;
    case 'redo':
      return s.future.length ? { ...s, doc: s.future[0], future: s.future.slice(1), past: [...s.past, s.doc], selected: keepSelected(s.future[0], s.selected) } : s;
    case 'load':
      return initialState(a.doc);
    default: {
      const doc = applyToDoc(s.doc, a);
      if (doc === s.doc) return s;
      // A new field or block is selected so its properties can be set at once.
      let selected = s.selected;
      if (a.type === 'addField' || a.type === 'addBlock') {
        const before = new Set(walk(s.doc.children).map((x) => x.node.id));
        selected = walk(doc.children).find((x) => !before.has(x.node.id) && x.node.node === (a.type === 'addField' ? 'field' : 'block'))?.node.id ?? selected;
      }
      if (a.type === 'remove' && s.selected && !findNode(doc.children, s.selected)) selected = null;
      return { doc, selected, past: [...s.past, s.doc].slice(-HISTORY), future: [] };
    }
  }
}

const keepSelected = (doc: DesignDoc, id: string | null) => (id && findNode(doc.children, id) ? id : null);
