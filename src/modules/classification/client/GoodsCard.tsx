// Goods/services card (spec 3.4, 9): per class the zero-padded class number and its items separated by
// semicolons; the first 3 shown, the rest in a tooltip; an item with suffix value 2 struck through.
import { HoverTooltip } from '../../../client/runtime/widgets/HoverTooltip';
import { Fragment } from 'react';
import { useT } from './cardI18n';
import { cardEntries, type CardItem } from './goodsCard';
import './classification.css';

function Item({ item }: { item: CardItem }) {
  return (
    <span className={item.struck ? 'goods-card-struck' : undefined} title={item.code}>
      {item.name}
    </span>
  );
}

const joined = (items: CardItem[]) =>
  items.map((it, i) => (
    <Fragment key={`${it.code ?? ''}${it.name}${i}`}>
      {i > 0 && '；'}
      <Item item={it} />
    </Fragment>
  ));

export default function GoodsCard({ goods, empty }: { goods: unknown; empty?: string }) {
  const t = useT();
  const entries = cardEntries(goods);
  if (!entries.length) return <span className="goods-card-empty">{empty ?? '-'}</span>;
  return (
    <div className="goods-card" data-testid="goods-card">
      {entries.map((e) => (
        <div className="goods-card-line" key={e.classNo} data-testid={`goods-card-${e.classNo}`}>
          <span className="goods-card-class">{e.classNo}</span>
          <span>
            {joined(e.shown)}
            {e.rest.length > 0 && (
              <HoverTooltip title={<span>{joined(e.items)}</span>}>
                <span className="goods-card-more" data-testid="goods-card-more">
                  {t('cls.more', { n: e.items.length })}
                </span>
              </HoverTooltip>
            )}
          </span>
        </div>
      ))}
    </div>
  );
}
