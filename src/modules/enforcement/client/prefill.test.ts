import { describe, expect, it } from 'vitest';
import { causeOfRight } from '../shared/causes';
import { leadIdOf, litigationFromLead, rightLink } from './prefill';

describe('a litigation from a lead', () => {
  it('starts with the lead, its shop as defendant, its right and handler, the cause by the right', () => {
    expect(litigationFromLead({ id: 7, shop: '某店', rightType: 'trademark', rightKind: 'trademark', rightLabel: '星河（123，第9类）', handler: [{ id: 2, name: '李专员' }] })).toEqual({
      leadId: 7, cause: '侵害商标权纠纷', ourRole: 'plaintiff', status: 'ongoing', defendant: '某店', rightLabel: '星河（123，第9类）', handler: [{ id: 2, name: '李专员' }],
    });
    expect(litigationFromLead({ id: 1, handler: [] })).toMatchObject({ defendant: null, rightLabel: null, handler: null, cause: '侵权纠纷' });
  });

  it('names the cause of a software copyright, a work and a patent', () => {
    expect([causeOfRight('copyright', 'software'), causeOfRight('copyright', 'work'), causeOfRight('patent', 'patent')]).toEqual(['侵害计算机软件著作权纠纷', '侵害著作权纠纷', '侵害专利权纠纷']);
  });

  it('reads the lead id of the query string', () => {
    expect([leadIdOf('?leadId=12'), leadIdOf('?leadId=x'), leadIdOf(''), leadIdOf('?leadId=-3')]).toEqual([12, null, null, null]);
  });

  it('links the right to the detail page of its archive', () => {
    expect([rightLink('work', 3), rightLink('software', 4), rightLink('patent', 5), rightLink('trademark', 6), rightLink(null, 1), rightLink('work', null)]).toEqual([
      '/copyRight/detailOrdinary?id=3', '/copyRight/detailSoftware?id=4', '/patent/archives/detail?id=5', '/brand/detail?id=6', null, null,
    ]);
  });
});
