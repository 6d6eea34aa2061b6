import { describe, expect, it } from 'vitest';
import { APPEAL_RULES, appealRuleOn, stageDeadline } from './appealRules';

describe('stageDeadline', () => {
  it('a hearing is due on its date', () => {
    expect(stageDeadline({ kind: 'hearing', stageDate: '2026-12-10' })).toEqual({ dueDate: '2026-12-10', derivation: ['开庭日 2026-12-10（星期四）'] });
  });
  it('a judgement served 2026-11-02 (Monday) may be appealed until 2026-11-17, 15 days, service day not counted', () => {
    const d = stageDeadline({ kind: 'judgement', stageDate: '2026-10-30', servedDate: '2026-11-02' });
    expect(d.dueDate).toBe('2026-11-17');
    expect(d.derivation[1]).toContain('15 日');
    expect(d.derivation[1]).toContain('2023年修正');
  });
  it('a party without a domicile in China gets 30 days', () => {
    expect(stageDeadline({ kind: 'judgement', stageDate: '2026-10-30', servedDate: '2026-11-02', foreignParty: true }).dueDate).toBe('2026-12-02');
  });
  it('a ruling gets 10 days', () => {
    expect(stageDeadline({ kind: 'ruling', stageDate: '2026-10-30', servedDate: '2026-11-02' }).dueDate).toBe('2026-11-12');
  });
  it('an end on a weekend moves to the Monday and says so', () => {
    // served 2026-11-06 (Friday) + 15 = 2026-11-21 (Saturday) -> 2026-11-23
    const d = stageDeadline({ kind: 'judgement', stageDate: '2026-11-01', servedDate: '2026-11-06' });
    expect(d.dueDate).toBe('2026-11-23');
    expect(d.derivation.join('\n')).toContain('顺延至 2026-11-23');
  });
  it('the rule is chosen by the day of service', () => {
    expect(appealRuleOn('judgement', '2023-06-01')?.basis).toContain('2021年修正');
    expect(appealRuleOn('judgement', '2024-01-01')?.basis).toContain('2023年修正');
    const later = [{ ...APPEAL_RULES[0], effectiveTo: '2027-12-31' }, { kind: 'judgement' as const, effectiveFrom: '2028-01-01', effectiveTo: null, days: 20, foreignDays: 30, basis: '假设的修正' }];
    expect(stageDeadline({ kind: 'judgement', stageDate: '2028-01-01', servedDate: '2028-01-03' }, later).dueDate).toBe('2028-01-24');
  });
  it('an unserved judgement, a filing and an appeal carry no deadline', () => {
    expect(stageDeadline({ kind: 'judgement', stageDate: '2026-10-30' }).dueDate).toBeNull();
    expect(stageDeadline({ kind: 'filing', stageDate: '2026-10-30' })).toEqual({ dueDate: null, derivation: [] });
    expect(stageDeadline({ kind: 'appeal', stageDate: '2026-10-30' }).dueDate).toBeNull();
  });
});
