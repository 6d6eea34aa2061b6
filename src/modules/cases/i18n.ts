// UI text of the cases module (case list tabs).
import { moduleTexts } from '../../client/i18n';

export const casesZh = {
  'cases.allTypes': '全部',
  'cases.tabCount': '{label}（{n}）',
};
export const casesEn: Record<keyof typeof casesZh, string> = {
  'cases.allTypes': 'All',
  'cases.tabCount': '{label} ({n})',
};

export const { t, useT, translate } = moduleTexts(casesZh, casesEn);
