// The palette: the layout blocks and every field kind of the registry (by the kind's palette group; system kinds
// and the custom-field copies marked palette: false are not offered, so no label shows twice; a proposal form gets
// the kinds marked publicForm). Each item is dragged onto the canvas or added with a click / Enter (to the selected block, or
// the end of the form).
import { useDraggable } from '@dnd-kit/core';
import { Typography } from 'antd';
import type { FieldKindDef } from '../../../shared/field-kinds';
import { useT } from '../i18n';
import type { BlockKind } from '../shared/design';
import { paletteBlockId, paletteKindId } from './dnd';
import { PALETTE_GROUPS, paletteKinds } from './paletteKinds';

const BLOCKS: BlockKind[] = ['group', 'tabs', 'steps', 'countries', 'table'];

function Item({ id, label, onAdd }: { id: string; label: string; onAdd: () => void }) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id });
  return (
    <button
      ref={setNodeRef}
      type="button"
      className={`ipms-designer-palette-item${isDragging ? ' is-dragging' : ''}`}
      data-testid={id}
      {...attributes}
      {...listeners}
      onClick={onAdd}
      onKeyDown={(e) => {
        // Enter adds (Space starts a keyboard drag, dnd-kit's keyboard sensor).
        if (e.key === 'Enter') {
          e.preventDefault();
          onAdd();
        } else listeners?.onKeyDown?.(e);
      }}
    >
      {label}
    </button>
  );
}

export function Palette({ lang, publicOnly, onAddKind, onAddBlock }: { lang: 'zh' | 'en'; publicOnly: boolean; onAddKind: (k: FieldKindDef) => void; onAddBlock: (b: BlockKind) => void }) {
  const t = useT();
  return (
    <div className="ipms-designer-palette" aria-label={t('designer.palette')}>
      <Typography.Text strong>{t('designer.palette.layout')}</Typography.Text>
      <div className="ipms-designer-palette-grid">
        {BLOCKS.map((b) => (
          <Item key={b} id={paletteBlockId(b)} label={t(`designer.block.${b}`)} onAdd={() => onAddBlock(b)} />
        ))}
      </div>
      {PALETTE_GROUPS.map((g) => {
        const kinds = paletteKinds(g, publicOnly);
        return kinds.length ? (
          <div key={g}>
            <Typography.Text strong>{t(`designer.palette.${g}`)}</Typography.Text>
            <div className="ipms-designer-palette-grid">
              {kinds.map((k) => (
                <Item key={k.kind} id={paletteKindId(k.kind)} label={k.label[lang]} onAdd={() => onAddKind(k)} />
              ))}
            </div>
          </div>
        ) : null;
      })}
    </div>
  );
}
