import { describe, expect, it } from 'vitest';
import { MarkIndex, matchWatch, matchWatchImage, mergeHits, riskLevel, type BatchMark, type Watch } from './match';

let id = 0;
const mark = (tmName: string, o: Partial<BatchMark> = {}): BatchMark => ({ id: ++id, tmName, tmCl: 25, applicant: '某公司', country: 'CN', announcementType: '初审公告', announcementDate: '2026-11-10', ...o });
const watch = (name: string, o: Partial<Watch> = {}): Watch => ({ id: 1, kind: 'keyword', name, country: 'CN', tmCl: null, checkedUpTo: 0, ...o });
const names = (w: Watch, marks: BatchMark[], today = '2026-11-28') => matchWatch(w, new MarkIndex(marks), today).map((h) => marks.find((m) => m.id === h.markId)!.tmName).sort();

describe('matchWatch', () => {
  const batch = [mark('星河澜沧'), mark('兰沧星河'), mark('澜沧江'), mark('华为'), mark('HUAWEI'), mark('苹果'), mark('星辰大海'), mark('澜沧星河优选'), mark('己知'), mark('已知')];

  it('finds reordered, homophone, containing and look-alike names and leaves unrelated ones', () => {
    expect(names(watch('澜沧星河'), batch)).toEqual(['兰沧星河', '星河澜沧', '澜沧星河优选']);
    expect(names(watch('华为'), batch)).toEqual(['HUAWEI', '华为']);
    expect(names(watch('已知'), batch)).toEqual(['己知', '已知']);
    expect(names(watch('苹果'), batch)).toEqual(['苹果']);
  });

  it('keeps to the watch class, country and the marks it has not seen', () => {
    const marks = [mark('澜沧星河', { tmCl: 30 }), mark('澜沧星河', { country: 'US' }), mark('澜沧星河', { tmCl: 25 })];
    expect(matchWatch(watch('澜沧星河', { tmCl: 25 }), new MarkIndex(marks), '2026-11-28').map((h) => h.markId)).toEqual([marks[2].id]);
    expect(matchWatch(watch('澜沧星河', { checkedUpTo: marks[2].id }), new MarkIndex(marks), '2026-11-28')).toEqual([]);
    expect(matchWatch(watch('澜沧星河', { country: 'US' }), new MarkIndex(marks), '2026-11-28').map((h) => h.markId)).toEqual([marks[1].id]);
  });

  it('gives the reason and the opposition deadline of a 初审公告, and the risk level by score, class and window', () => {
    const [h] = matchWatch(watch('澜沧星河', { tmCl: 25 }), new MarkIndex([mark('兰沧星河', { announcementDate: '2026-11-10' })]), '2026-11-28');
    expect(h).toMatchObject({ oppositionEnd: '2027-02-09', riskLevel: 'high' });
    expect(h.reason).toContain('读音');
    expect(h.reason).toContain('同在第25类');
    expect(h.reason).toContain('异议截止 2027-02-09');
    const [late] = matchWatch(watch('澜沧星河'), new MarkIndex([mark('兰沧星河', { announcementDate: '2026-01-10', tmCl: 3 })]), '2026-11-28');
    expect(late.riskLevel).toBe('low');
    expect(late.reason).toContain('异议期已过');
    expect(riskLevel(0.9, true, true)).toBe('high');
    expect(riskLevel(0.8, true, false)).toBe('medium');
    expect(riskLevel(0.65, false, false)).toBe('low');
  });

  it('an applicant watch lists every new filing of that applicant', () => {
    const marks = [mark('随便一个名', { applicant: '深圳市鑫源商贸有限公司' }), mark('另一个', { applicant: '别家公司' })];
    const hits = matchWatch(watch('鑫源商贸', { kind: 'applicant' }), new MarkIndex(marks), '2026-11-28');
    expect(hits.map((h) => h.markId)).toEqual([marks[0].id]);
    expect(hits[0].reason).toContain('关注的申请人“鑫源商贸”新申请“随便一个名”');
  });
});

describe('matchWatchImage', () => {
  // hashes 0, 8, 14 and 30 bits from the watch image's
  const base = '0f0f0f0f0f0f0f0f';
  const flip = (n: number) => (BigInt(`0x${base}`) ^ ((1n << BigInt(n)) - 1n)).toString(16).padStart(16, '0');
  const marks = [
    mark('图一', { imageHash: base }),
    mark('图二', { imageHash: flip(8), announcementDate: '2026-01-10' }),
    mark('图三', { imageHash: flip(14) }),
    mark('图四', { imageHash: flip(30) }),
    mark('无图', { imageHash: null }),
    mark('别类', { imageHash: base, tmCl: 9 }),
  ];
  const w = watch('', { kind: 'image', tmCl: 25 });

  it('finds the marks whose image is within 16 bits, in the watch class, with the level as risk and the hint as reason', () => {
    const hits = matchWatchImage(w, base, new MarkIndex(marks), '2026-11-28');
    const by = (name: string) => hits.find((h) => h.markId === marks.find((m) => m.tmName === name)!.id);
    expect(hits.map((h) => h.markId).sort()).toEqual([marks[0].id, marks[1].id, marks[2].id].sort());
    expect(by('图一')).toMatchObject({ riskLevel: 'high', score: 1, oppositionEnd: '2027-02-09' });
    expect(by('图一')!.reason).toBe('图形近似（相似度 100%，汉明距离 0/64）；同在第25类；初审公告，异议截止 2027-02-09');
    // near copy, opposition window over: medium
    expect(by('图二')).toMatchObject({ riskLevel: 'medium', score: 0.875 });
    expect(by('图二')!.reason).toContain('图形近似（相似度 88%，汉明距离 8/64）');
    expect(by('图三')).toMatchObject({ riskLevel: 'low' });
    expect(by('图三')!.reason).toContain('图形部分相似，请对照图样判断（相似度 78%，汉明距离 14/64）');
  });

  it('skips the marks the watch has seen; one hit per mark when name and image both match, the higher risk kept', () => {
    expect(matchWatchImage({ ...w, checkedUpTo: marks[5].id }, base, new MarkIndex(marks), '2026-11-28')).toEqual([]);
    const named = [mark('澜沧星河', { imageHash: flip(14), announcementDate: '2026-11-10' })];
    const both = { ...w, name: '澜沧星河' };
    const hits = mergeHits([...matchWatch(both, new MarkIndex(named), '2026-11-28'), ...matchWatchImage(both, base, new MarkIndex(named), '2026-11-28')]);
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({ riskLevel: 'high', score: 1 });
    expect(hits[0].reason).toMatch(/^与“澜沧星河”名称相同（相似度 100%）；图形部分相似，请对照图样判断（相似度 78%，汉明距离 14\/64）；同在第25类；/);
  });
});
