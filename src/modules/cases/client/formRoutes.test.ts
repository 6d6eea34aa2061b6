import { describe, expect, it } from 'vitest';
import { caseFormKeys } from '../../../generated/case-forms';
import { detailPathFor, formPathOf, formsWithPages } from './formRoutes';

describe('case form routes', () => {
  it('every form has a page (the 24 of spec 2.3 and the overseas registration)', () => {
    expect(formsWithPages().map((f) => f.caseType).sort()).toEqual([...caseFormKeys].sort());
    expect(formPathOf('withdraw-review-apply')).toBe('/case/withdrawReviewApply');
    expect(formPathOf('overseas-registration')).toBe('/brands/overseasRegistration');
  });
  it('a form page opens the detail under its own menu entry', () => {
    expect(detailPathFor('/brands/overseasRegistration', 'AJ1')).toBe('/brands/overseasDetail?caseNo=AJ1');
    expect(detailPathFor('/brands/domesticRegistration', 'AJ1')).toBe('/brands/domesticDetail?caseNo=AJ1');
    expect(detailPathFor('/case/ipFirstInstance', 'AJ1')).toBe('/brandManage/case-detail?caseNo=AJ1');
    expect(detailPathFor(undefined, 'AJ 1')).toBe('/brandManage/case-detail?caseNo=AJ%201');
  });
});
