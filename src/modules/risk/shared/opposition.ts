// 拟提异议 from a monitoring hit, pure (server and dialog alike): what the demand or the opposition case is filled
// with, and how the opposition deadline is derived from the 初审公告 (the dated rule of public-marks, handed in by
// the caller through that module's entry: ruleOn).

/** The opposition period in force on an announcement date (public-marks' oppositionRuleOn). */
export type OppositionRuleOn = (date: string) => { months: number; basis: string } | null;

export interface HitFacts {
  watchName: string;
  watchKind: 'ownMark' | 'keyword' | 'applicant' | 'image';
  tmName: string;
  appNo: string;
  tmCl: number | null;
  applicant: string | null;
  announcementType: string | null;
  announcementIssue: string | null;
  announcementDate: string | null;
  oppositionEnd: string | null;
  riskLevel: 'high' | 'medium' | 'low';
  reason: string;
  /** The watched own mark of the archive, when the watch is one. */
  ownMark?: { tmName: string; regNo: string | null } | null;
}

export interface OppositionDraft {
  title: string;
  priority: 'high' | 'normal';
  /** The demand's description: the hit, the mark, the announcement, the reason and the deadline. */
  description: string;
  /** How the deadline follows from the announcement, one step a line. */
  derivation: string[];
  /** The case form's 异议请求 and 事实与理由. */
  request: string;
  factsAndReasons: string;
  legalBasis: string[];
}

const KIND: Record<HitFacts['watchKind'], string> = { ownMark: '本方商标', keyword: '关键词', applicant: '申请人', image: '图形' };
export const SIMILAR_MARK_GROUND = '与在先商标相同或近似（第三十条、第三十一条）';

/** The deadline's derivation: the announcement, the period of the rule in force that day, the last day. */
export function deadlineDerivation(h: Pick<HitFacts, 'announcementType' | 'announcementIssue' | 'announcementDate' | 'oppositionEnd'>, ruleOn: OppositionRuleOn): string[] {
  if (!h.oppositionEnd || !h.announcementDate) return [`${h.announcementType ?? '该公告'}不开放异议期（仅初审公告可提出异议）`];
  const rule = ruleOn(h.announcementDate);
  return [
    `初审公告${h.announcementIssue ? ` 第${h.announcementIssue}期` : ''}，公告日 ${h.announcementDate}`,
    `异议期 ${rule?.months ?? 3} 个月（${rule?.basis ?? '商标法'}）`,
    `异议截止 ${h.oppositionEnd}`,
  ];
}

export function oppositionDraft(h: HitFacts, ruleOn: OppositionRuleOn): OppositionDraft {
  const mark = `“${h.tmName}”（${h.appNo}）`;
  const cls = h.tmCl ? `第${h.tmCl}类` : '';
  const derivation = deadlineDerivation(h, ruleOn);
  const description = [
    `监控项：${h.watchName || '（图形）'}（${KIND[h.watchKind]}）`,
    `近似商标：${mark}${cls ? `，${cls}` : ''}${h.applicant ? `，申请人 ${h.applicant}` : ''}`,
    `风险原因：${h.reason}`,
    `异议期限：${derivation.join('；')}`,
  ].join('。\n');
  const prior = h.ownMark ? `异议人在先商标“${h.ownMark.tmName}”${h.ownMark.regNo ? `（${h.ownMark.regNo}）` : ''}` : h.watchKind === 'applicant' ? null : `异议人关注的商标“${h.watchName}”`;
  const announced = h.announcementDate ? `被异议商标于${h.announcementIssue ? `第${h.announcementIssue}期` : ''}初审公告（${h.announcementDate}）公告，异议期至 ${h.oppositionEnd ?? '—'}。` : '';
  const factsAndReasons = prior
    ? `被异议商标${mark}与${prior}构成近似：${h.reason}。${announced}`
    : `被异议商标${mark}的申请人${h.applicant ?? ''}为监控关注的申请人“${h.watchName}”：${h.reason}。${announced}`;
  return {
    title: `对${mark}提出商标异议`.slice(0, 200),
    priority: h.riskLevel === 'high' ? 'high' : 'normal',
    description,
    derivation,
    request: `请求对第${h.appNo}号“${h.tmName}”商标${cls ? `在${cls}商品/服务上` : ''}的注册申请不予核准注册。`,
    factsAndReasons,
    legalBasis: h.watchKind === 'applicant' ? [] : [SIMILAR_MARK_GROUND],
  };
}
