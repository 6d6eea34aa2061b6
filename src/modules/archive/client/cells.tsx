// Archive cells (spec 3.4, 3.6), shared by the archive's field kinds (tmStatus, tags) and the detail page:
// legal status as a tag (商标无效 and the other dead states in the "bad" style), goods per class as the goods
// card, tags as chips with their brand map's colour.
import { Tag } from 'antd';
import { HoverTooltip } from '../../../client/runtime/widgets/HoverTooltip';
import { useT } from '../i18n';
import './archive.css';

/** Status -> tag colour: registered green, in progress blue, contested orange, dead red ("bad") or grey. */
const BAD = new Set(['商标无效', '已无效', '已撤销', '已驳回']);
const GONE = new Set(['已注销', '已销亡']);
const CONTESTED = new Set(['异议中', '无效宣告中', '撤销复审中', '驳回复审中']);

export function statusStyle(status: string): { color: string; bad: boolean } {
  if (BAD.has(status)) return { color: 'error', bad: true };
  if (GONE.has(status)) return { color: 'default', bad: false };
  if (CONTESTED.has(status)) return { color: 'warning', bad: false };
  if (status === '已注册') return { color: 'success', bad: false };
  return { color: 'processing', bad: false };
}

export function TmStatusTag({ status }: { status: string | null | undefined }) {
  if (!status) return <>-</>;
  const s = statusStyle(status);
  return (
    <Tag color={s.color} bordered={false} className={s.bad ? 'tm-status-bad' : undefined} data-testid="tm-status" style={{ marginInlineEnd: 0 }}>
      {status}
    </Tag>
  );
}

export interface TagChip { id: string; label: string; color?: string | null; mapName?: string | null }

export function TagChips({ tags, max = 3 }: { tags: TagChip[] | null | undefined; max?: number }) {
  const t = useT();
  if (!tags?.length) return <>-</>;
  const chip = (tag: TagChip) => (
    <HoverTooltip key={tag.id} title={tag.mapName ? `${tag.mapName} / ${tag.label}` : tag.label}>
      <Tag color={tag.color ?? undefined} style={{ marginInlineEnd: 4 }} data-testid="tm-tag">
        {tag.label}
      </Tag>
    </HoverTooltip>
  );
  const rest = tags.slice(max);
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {tags.slice(0, max).map(chip)}
      {rest.length > 0 && (
        <HoverTooltip title={<span>{rest.map((x) => x.label).join('、')}</span>}>
          <Tag>{t('archive.moreTags', { n: rest.length })}</Tag>
        </HoverTooltip>
      )}
    </span>
  );
}

/** The record's goods as card input: one entry for its class. */
export const goodsOf = (row: { tmCl?: unknown; goodsItems?: unknown } | undefined) =>
  row && Array.isArray(row.goodsItems) && row.goodsItems.length ? [{ intCls: row.tmCl, items: row.goodsItems }] : [];
