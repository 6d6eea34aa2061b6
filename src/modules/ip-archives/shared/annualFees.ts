// Patent term and annual-fee due date, derived from the application date by dated rules (pure, dayjs). A rule
// says which term (years from the filing date) a patent type has for applications filed in [validFrom, validTo];
// the rules are data each tenant's administrator edits (系统设置 / 专利期限规则), shipped as SHIPPED_RULES. Every
// result carries its derivation, one step per line, as users see it.
//
// Patent year k runs from the filing date + (k-1) years to the day before filing date + k years. The fee of the
// year of grant is paid with the grant formalities; each later year's fee falls due before the previous year
// ends, i.e. on the day before an anniversary of the filing date; an unpaid fee may still be paid with a
// surcharge within six months of that day, else the patent lapses.
import dayjs from 'dayjs';

export type PatentType = 'invention' | 'utilityModel' | 'design';
export const PATENT_TYPES: Record<PatentType, string> = { invention: '发明', utilityModel: '实用新型', design: '外观设计' };

export const LEGAL_STATUS: Record<string, string> = {
  pending: '审查中',
  granted: '有效（已授权）',
  lapsed: '未缴年费终止',
  expired: '期限届满',
  invalidated: '被宣告无效',
  rejected: '驳回',
  withdrawn: '撤回',
};

export interface TermRule {
  patentType: PatentType;
  validFrom: string;
  /** Last filing date the rule applies to; null: open. */
  validTo: string | null;
  termYears: number;
  legalBasis: string;
}

export const SHIPPED_RULES: TermRule[] = [
  { patentType: 'invention', validFrom: '1993-01-01', validTo: null, termYears: 20, legalBasis: '《专利法》第四十二条：发明专利权的期限为二十年，自申请日起计算（1992 年修正起）' },
  { patentType: 'utilityModel', validFrom: '1993-01-01', validTo: null, termYears: 10, legalBasis: '《专利法》第四十二条：实用新型专利权的期限为十年，自申请日起计算（1992 年修正起）' },
  { patentType: 'design', validFrom: '1993-01-01', validTo: '2021-05-31', termYears: 10, legalBasis: '《专利法》（2008 年修正）第四十二条：外观设计专利权的期限为十年，自申请日起计算' },
  { patentType: 'design', validFrom: '2021-06-01', validTo: null, termYears: 15, legalBasis: '《专利法》（2020 年修正，2021-06-01 施行）第四十二条：外观设计专利权的期限为十五年，自申请日起计算' },
];

export interface FeeInput {
  patentType: PatentType;
  appDate: string;
  grantDate: string | null;
  /** 年费已缴至第N年度 as entered; null: the year of the grant date. */
  feePaidYear: number | null;
  legalStatus: string;
}

export interface FeeResult {
  termYears: number | null;
  expiryDate: string | null;
  nextFeeYear: number | null;
  nextFeeDue: string | null;
  derivation: string[];
}

const D = 'YYYY-MM-DD';
const day = (s: string) => dayjs(s);
const fmt = (d: dayjs.Dayjs) => d.format(D);

/** The rule in force for a filing date (the latest validFrom among those covering it), or null. */
export function ruleFor(rules: readonly TermRule[], type: PatentType, appDate: string): TermRule | null {
  const fitting = rules.filter((r) => r.patentType === type && r.validFrom <= appDate && (r.validTo === null || r.validTo >= appDate));
  return fitting.sort((a, b) => b.validFrom.localeCompare(a.validFrom))[0] ?? null;
}

/** Patent year (1-based) a day falls in. */
export function patentYearOf(appDate: string, date: string): number {
  let k = 1;
  while (!day(date).isBefore(day(appDate).add(k, 'year'))) k++;
  return k;
}

/** Last day of patent year k: the day before filing date + k years. */
export const yearEnd = (appDate: string, k: number) => fmt(day(appDate).add(k, 'year').subtract(1, 'day'));

export function deriveAnnualFee(p: FeeInput, rules: readonly TermRule[]): FeeResult {
  const typeZh = PATENT_TYPES[p.patentType];
  const out: FeeResult = { termYears: null, expiryDate: null, nextFeeYear: null, nextFeeDue: null, derivation: [`申请日 ${p.appDate}，专利类型：${typeZh}`] };
  const rule = ruleFor(rules, p.patentType, p.appDate);
  if (!rule) {
    out.derivation.push(`没有适用于申请日 ${p.appDate} 的${typeZh}期限规则（系统设置 / 专利期限规则），不计算保护期与年费`);
    return out;
  }
  out.termYears = rule.termYears;
  out.expiryDate = yearEnd(p.appDate, rule.termYears);
  out.derivation.push(
    `适用规则：申请日在 ${rule.validFrom} 至 ${rule.validTo ?? '今'} 之间的${typeZh}，保护期 ${rule.termYears} 年（${rule.legalBasis}）`,
    `保护期届满日：${out.expiryDate}（申请日 + ${rule.termYears} 年 − 1 日）`,
  );
  if (p.legalStatus !== 'granted') {
    out.derivation.push(
      p.legalStatus === 'pending'
        ? '法律状态：审查中。授权时随登记手续缴纳授权当年年费，此后的年费期限自授权后计算'
        : `法律状态：${LEGAL_STATUS[p.legalStatus] ?? p.legalStatus}，不再产生年费期限`,
    );
    return out;
  }
  let paid: number;
  if (p.feePaidYear !== null) {
    paid = p.feePaidYear;
    out.derivation.push(`年费已缴至第 ${paid} 年度（档案所填）`);
  } else if (p.grantDate) {
    paid = patentYearOf(p.appDate, p.grantDate);
    const start = fmt(day(p.appDate).add(paid - 1, 'year'));
    out.derivation.push(`授权日 ${p.grantDate} 在第 ${paid} 年度（${start} 至 ${yearEnd(p.appDate, paid)}），授权当年年费随登记手续缴纳，视为已缴至第 ${paid} 年度`);
  } else {
    out.derivation.push('已授权但未填授权日，也未填“年费已缴至第N年度”：无法确定下一次年费期限');
    return out;
  }
  if (paid >= rule.termYears) {
    out.derivation.push(`已缴至最后一个年度（第 ${rule.termYears} 年度），不再有年费期限`);
    return out;
  }
  out.nextFeeYear = paid + 1;
  out.nextFeeDue = yearEnd(p.appDate, paid);
  out.derivation.push(
    `第 ${out.nextFeeYear} 年度年费应在第 ${paid} 年度届满前缴纳：截止日 ${out.nextFeeDue}（申请日 + ${paid} 年 − 1 日）`,
    `逾期未缴的，可在截止日后 6 个月内（至 ${fmt(day(out.nextFeeDue).add(6, 'month'))}）补缴并缴纳滞纳金，否则专利权终止`,
  );
  return out;
}

/** The first rule of the same type whose filing-date range meets [validFrom, validTo], other than `except`. */
export function overlapping<R extends TermRule & { id?: number }>(rules: readonly R[], rule: TermRule, except?: number): R | undefined {
  const to = rule.validTo ?? '9999-12-31';
  return rules.find((r) => r.id !== except && r.patentType === rule.patentType && r.validFrom <= to && (r.validTo ?? '9999-12-31') >= rule.validFrom);
}
