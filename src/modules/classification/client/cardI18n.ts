// The goods card's text, apart from the module's others (../i18n.ts spreads it in): the card draws cells of the
// archive list's first paint, which should not load the picker's and the classification page's texts.
import { moduleTexts } from '../../../client/i18n';

export const cardZh = { 'cls.more': '等 {n} 项' } as const;
export const cardEn: Record<keyof typeof cardZh, string> = { 'cls.more': '{n} in all' };

export const { useT } = moduleTexts(cardZh, cardEn);
