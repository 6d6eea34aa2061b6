// Appeal periods of a served first-instance judgement or ruling, as dated data: which text of the Civil Procedure
// Law applies depends on the day of service, so a later amendment is one more entry with its effective date, not
// an edit of a constant. The deadline of a stage (hearing, judgement, ruling) is derived here, step by step, and the
// steps are stored with the stage and shown to users (期限推导) and to every deadline reader (collectDeadlines).
import dayjs from 'dayjs';

export type DecisionKind = 'judgement' | 'ruling';

export interface AppealRule {
  kind: DecisionKind;
  /** First and last day of service the rule applies to (inclusive, YYYY-MM-DD; null: still in force). */
  effectiveFrom: string;
  effectiveTo: string | null;
  /** Days from the day after service, for a party with a domicile in China. */
  days: number;
  /** Days for a party without a domicile in China. */
  foreignDays: number;
  basis: string;
}

export const APPEAL_RULES: readonly AppealRule[] = [
  { kind: 'judgement', effectiveFrom: '2024-01-01', effectiveTo: null, days: 15, foreignDays: 30, basis: '《民事诉讼法》（2023年修正）第一百七十一条、第二百八十六条' },
  { kind: 'ruling', effectiveFrom: '2024-01-01', effectiveTo: null, days: 10, foreignDays: 30, basis: '《民事诉讼法》（2023年修正）第一百七十一条、第二百八十六条' },
  { kind: 'judgement', effectiveFrom: '2022-01-01', effectiveTo: '2023-12-31', days: 15, foreignDays: 30, basis: '《民事诉讼法》（2021年修正）第一百七十一条、第二百七十六条' },
  { kind: 'ruling', effectiveFrom: '2022-01-01', effectiveTo: '2023-12-31', days: 10, foreignDays: 30, basis: '《民事诉讼法》（2021年修正）第一百七十一条、第二百七十六条' },
  { kind: 'judgement', effectiveFrom: '1991-04-09', effectiveTo: '2021-12-31', days: 15, foreignDays: 30, basis: '《民事诉讼法》（1991年施行至2017年修正）第一百四十七条/第一百六十四条、第二百四十九条/第二百六十九条' },
  { kind: 'ruling', effectiveFrom: '1991-04-09', effectiveTo: '2021-12-31', days: 10, foreignDays: 30, basis: '《民事诉讼法》（1991年施行至2017年修正）第一百四十七条/第一百六十四条、第二百四十九条/第二百六十九条' },
];

/** The rule in force on the day of service. */
export function appealRuleOn(kind: DecisionKind, served: string, rules: readonly AppealRule[] = APPEAL_RULES): AppealRule | undefined {
  return rules.find((r) => r.kind === kind && r.effectiveFrom <= served && (r.effectiveTo === null || served <= r.effectiveTo));
}

export interface StageInput {
  kind: 'filing' | 'hearing' | 'judgement' | 'ruling' | 'appeal';
  stageDate: string;
  servedDate?: string | null;
  foreignParty?: boolean;
}

export interface StageDeadline {
  dueDate: string | null;
  derivation: string[];
}

const KIND_ZH = { judgement: '判决', ruling: '裁定' } as const;
const WEEKDAY_ZH = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'];

/**
 * The deadline a stage carries: a hearing is due on its date; a served judgement or ruling starts the appeal period
 * (the day of service not counted, an end on a Saturday or Sunday moved to the next Monday: 民事诉讼法 第八十五条).
 * Filing and appeal stages carry none. Public holidays are not in this rule set: the derivation says to check them.
 */
export function stageDeadline(s: StageInput, rules: readonly AppealRule[] = APPEAL_RULES): StageDeadline {
  if (s.kind === 'hearing') return { dueDate: s.stageDate, derivation: [`开庭日 ${s.stageDate}（${WEEKDAY_ZH[dayjs(s.stageDate).day()]}）`] };
  if (s.kind !== 'judgement' && s.kind !== 'ruling') return { dueDate: null, derivation: [] };
  const name = KIND_ZH[s.kind];
  if (!s.servedDate) return { dueDate: null, derivation: [`${name}尚未送达：送达日填写后计算上诉期限`] };
  const rule = appealRuleOn(s.kind, s.servedDate, rules);
  if (!rule) return { dueDate: null, derivation: [`送达日 ${s.servedDate} 没有适用的上诉期间规则`] };
  const days = s.foreignParty ? rule.foreignDays : rule.days;
  const raw = dayjs(s.servedDate).add(days, 'day');
  const steps = [
    `${name}送达日 ${s.servedDate}（送达当日不计入）`,
    `上诉期间 ${days} 日（${s.foreignParty ? '在中国境内没有住所的当事人' : '在中国境内有住所的当事人'}；依据${rule.basis}，自 ${rule.effectiveFrom} 起适用）`,
    `期间届满 ${raw.format('YYYY-MM-DD')}（${WEEKDAY_ZH[raw.day()]}）`,
  ];
  let end = raw;
  while (end.day() === 0 || end.day() === 6) end = end.add(1, 'day');
  if (!end.isSame(raw)) steps.push(`届满日为周末，顺延至 ${end.format('YYYY-MM-DD')}（${WEEKDAY_ZH[end.day()]}；民事诉讼法第八十五条）`);
  steps.push('如届满日为法定节假日，顺延至节假日后的第一个工作日，请核对当年放假安排');
  return { dueDate: end.format('YYYY-MM-DD'), derivation: steps };
}
