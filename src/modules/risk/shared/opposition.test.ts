import { describe, expect, it } from 'vitest';
import { deadlineDerivation, oppositionDraft as draftOf, SIMILAR_MARK_GROUND, type HitFacts } from './opposition';

// The rule public-marks ships (3 months from the announcement), handed in as the pages and the server do.
const ruleOn = () => ({ months: 3, basis: '商标法（2013）第三十三条' });
const oppositionDraft = (h: HitFacts) => draftOf(h, ruleOn);

const hit = (o: Partial<HitFacts> = {}): HitFacts => ({
  watchName: '澜沧星河', watchKind: 'ownMark', tmName: '兰沧星河', appNo: '89000001', tmCl: 30, applicant: '普洱某茶业有限公司', announcementType: '初审公告',
  announcementIssue: '1990', announcementDate: '2026-11-20', oppositionEnd: '2027-02-19', riskLevel: 'high', reason: '读音相同；同在第30类；异议截止 2027-02-19',
  ownMark: { tmName: '澜沧星河', regNo: '30123456' }, ...o,
});

describe('oppositionDraft', () => {
  it('fills the demand and the case form from a hit of an own mark', () => {
    const d = oppositionDraft(hit());
    expect(d.title).toBe('对“兰沧星河”（89000001）提出商标异议');
    expect(d.priority).toBe('high');
    expect(d.derivation).toEqual(['初审公告 第1990期，公告日 2026-11-20', '异议期 3 个月（商标法（2013）第三十三条）', '异议截止 2027-02-19']);
    expect(d.description).toContain('监控项：澜沧星河（本方商标）。\n近似商标：“兰沧星河”（89000001），第30类，申请人 普洱某茶业有限公司。\n');
    expect(d.description).toContain('异议期限：初审公告 第1990期，公告日 2026-11-20；异议期 3 个月（商标法（2013）第三十三条）；异议截止 2027-02-19');
    expect(d.request).toBe('请求对第89000001号“兰沧星河”商标在第30类商品/服务上的注册申请不予核准注册。');
    expect(d.factsAndReasons).toBe('被异议商标“兰沧星河”（89000001）与异议人在先商标“澜沧星河”（30123456）构成近似：读音相同；同在第30类；异议截止 2027-02-19。被异议商标于第1990期初审公告（2026-11-20）公告，异议期至 2027-02-19。');
    expect(d.legalBasis).toEqual([SIMILAR_MARK_GROUND]);
  });

  it('names a keyword as the watched mark; an applicant watch gives no ground of similarity', () => {
    expect(oppositionDraft(hit({ watchKind: 'keyword', ownMark: null, riskLevel: 'medium' }))).toMatchObject({ priority: 'normal', factsAndReasons: expect.stringContaining('与异议人关注的商标“澜沧星河”构成近似') });
    const a = oppositionDraft(hit({ watchKind: 'applicant', watchName: '鑫源商贸', ownMark: null, applicant: '深圳市鑫源商贸有限公司' }));
    expect(a.legalBasis).toEqual([]);
    expect(a.factsAndReasons).toContain('的申请人深圳市鑫源商贸有限公司为监控关注的申请人“鑫源商贸”');
  });

  it('says when an announcement opens no opposition window', () => {
    expect(deadlineDerivation({ announcementType: '注册公告', announcementIssue: '1990', announcementDate: '2026-11-20', oppositionEnd: null }, ruleOn)).toEqual(['注册公告不开放异议期（仅初审公告可提出异议）']);
    expect(oppositionDraft(hit({ tmName: '长'.repeat(200) })).title.length).toBe(200);
  });
});
