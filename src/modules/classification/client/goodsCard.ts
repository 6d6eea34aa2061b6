// The goods/services card's model (spec 3.4, 9): per class a code plus items separated by semicolons, the first
// 3 items shown and the rest in a tooltip, an item with suffix value 2 struck through, class numbers below 10
// zero-padded. Accepts the shapes records carry: [{code|intCls|classNo, name: "a;b;c" | items, isDelete}],
// picked GoodsItem[] ({code, name, classNo, ...}), or text "09:计算机;手机|2\n25:服装".

export const CARD_SHOWN = 3;

export interface CardItem { name: string; code?: string; struck: boolean }
export interface CardEntry { classNo: string; items: CardItem[]; shown: CardItem[]; rest: CardItem[] }

/** "9" -> "09"; non-numbers stay as they are. */
export function padClass(value: unknown): string {
  const s = String(value ?? '').trim();
  return /^\d$/.test(s) ? `0${s}` : s;
}

const SUFFIX = /\|(\d+)$/;

function itemOf(raw: unknown): CardItem | null {
  if (raw === null || raw === undefined) return null;
  if (typeof raw === 'string') {
    const t = raw.trim();
    if (!t) return null;
    const m = SUFFIX.exec(t);
    return { name: m ? t.slice(0, m.index).trim() : t, struck: m?.[1] === '2' };
  }
  if (typeof raw === 'object') {
    const o = raw as Record<string, unknown>;
    const name = String(o.name ?? o.goodsName ?? o.cgName ?? '').trim();
    if (!name) return null;
    const code = o.code ?? o.goodsCode ?? o.cgNum;
    const suffix = o.suffix ?? o.isDelete ?? o.status;
    return { name, ...(typeof code === 'string' && code ? { code } : {}), struck: String(suffix) === '2' };
  }
  return null;
}

const split = (text: string) => text.split(/[;；]/).map((s) => s.trim()).filter(Boolean);

function finish(classNo: string, items: CardItem[]): CardEntry {
  return { classNo, items, shown: items.slice(0, CARD_SHOWN), rest: items.slice(CARD_SHOWN) };
}

/** Normalises any accepted shape into card entries, merged per class in first-seen order. */
export function cardEntries(input: unknown): CardEntry[] {
  const byClass = new Map<string, CardItem[]>();
  const push = (cls: unknown, items: CardItem[]) => {
    const key = padClass(cls);
    byClass.set(key, [...(byClass.get(key) ?? []), ...items]);
  };
  if (typeof input === 'string') {
    for (const line of input.split(/\r?\n/)) {
      const m = /^\s*(\d{1,2})\s*[:：类\s]\s*(.*)$/.exec(line);
      if (m) push(m[1], split(m[2]).map(itemOf).filter((x): x is CardItem => !!x));
    }
  } else if (Array.isArray(input)) {
    for (const raw of input) {
      if (!raw || typeof raw !== 'object') continue;
      const o = raw as Record<string, unknown>;
      // A picked item: classNo + name + 6-digit code.
      if (typeof o.classNo === 'number' && typeof o.name === 'string' && !('items' in o)) {
        const it = itemOf(o);
        if (it) push(o.classNo, [it]);
        continue;
      }
      const cls = o.intCls ?? o.classNo ?? o.cls ?? o.code;
      const struckAll = String(o.isDelete) === '2';
      let items: CardItem[] = [];
      if (Array.isArray(o.items)) items = o.items.map(itemOf).filter((x): x is CardItem => !!x);
      else if (typeof o.name === 'string') items = split(o.name).map(itemOf).filter((x): x is CardItem => !!x);
      if (struckAll) items = items.map((i) => ({ ...i, struck: true }));
      push(cls, items);
    }
  }
  return [...byClass].map(([cls, items]) => finish(cls, items));
}
