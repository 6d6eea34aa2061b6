// Drag-and-drop ids of the designer: palette items, canvas nodes, and the drop area of each container.
import type { BlockKind } from '../shared/design';

export const ROOT = 'root';
export type DragItem = { from: 'palette'; kind?: string; block?: BlockKind } | { from: 'canvas'; id: string };

export const paletteKindId = (kind: string) => `palette:kind:${kind}`;
export const paletteBlockId = (block: BlockKind) => `palette:block:${block}`;
export const containerId = (parent: string | null) => `container:${parent ?? ROOT}`;

/** The parent a container drop id names (null: the form itself), or undefined when it is no container. */
export function parentOfContainerId(id: string): string | null | undefined {
  if (!id.startsWith('container:')) return undefined;
  const p = id.slice('container:'.length);
  return p === ROOT ? null : p;
}

export function dragItemOf(id: string): DragItem {
  if (id.startsWith('palette:kind:')) return { from: 'palette', kind: id.slice('palette:kind:'.length) };
  if (id.startsWith('palette:block:')) return { from: 'palette', block: id.slice('palette:block:'.length) as BlockKind };
  return { from: 'canvas', id };
}
