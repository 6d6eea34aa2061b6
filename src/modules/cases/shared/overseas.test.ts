import { describe, expect, it } from 'vitest';
import { overseasProblem, unknownCountry, withCountryNames } from './overseas';

const names: Record<string, string> = { US: '美国', JP: '日本', EM: '欧盟' };
const nameOf = (code: string) => names[code];
const item = (appCountry: string, extra: object = {}) => ({ appCountry, tmCl: ['09'], goodsItem: 'Computers', ...extra });

describe('overseasProblem', () => {
  it('accepts distinct countries, translations of their own classes and files of their countries', () => {
    const biz = {
      tmItems: [item('US', { goodsItemTranslate: { '09': 'Computers' } }), item('JP', { tmCl: ['09', '42'], goodsItemTranslate: { '42': 'ソフトウェア開発' } })],
      officialSubmitFiles: [{ appCountry: 'US', files: [] }, { files: [] }],
    };
    expect(overseasProblem(biz)).toBeNull();
  });
  it('names the second entry of a country given twice', () => {
    expect(overseasProblem({ tmItems: [item('US'), item('JP'), item('US')] })).toMatchObject({ path: 'tmItems[2].appCountry', label: '申请国家/地区' });
  });
  it('names a translation of a class the country is not filed in', () => {
    expect(overseasProblem({ tmItems: [item('US', { goodsItemTranslate: { '25': 'Clothing' } })] })).toMatchObject({ path: 'tmItems[0].goodsItemTranslate', message: expect.stringContaining('25') });
  });
  it('names a file group of a country the case does not file in', () => {
    expect(overseasProblem({ tmItems: [item('US')], officialSubmitFiles: [{ appCountry: 'US', files: [] }, { appCountry: 'JP', files: [] }] })).toMatchObject({ path: 'officialSubmitFiles[1].appCountry' });
  });
  it('leaves the file groups of forms without countries alone', () => {
    expect(overseasProblem({ officialSubmitFiles: [{ appCountry: 'JP', files: [] }] })).toBeNull();
  });
});

describe('country names', () => {
  it('fills missing names from the codes, keeps typed ones, trims file names', () => {
    const out = withCountryNames(
      { tmItems: [item('US'), item('EM', { countryName: '欧盟（EUIPO）' })], officialSubmitFiles: [{ appCountry: 'JP', files: [{ fileName: ' 委托书_JP ', filePath: '/files/uploads/a' }] }] },
      nameOf,
    );
    expect(out.tmItems.map((x: { countryName: string }) => x.countryName)).toEqual(['美国', '欧盟（EUIPO）']);
    expect(out.officialSubmitFiles[0]).toMatchObject({ countryName: '日本', files: [{ fileName: '委托书_JP' }] });
  });
  it('names an unknown code', () => {
    expect(unknownCountry({ tmItems: [item('US'), item('ZZ')] }, nameOf)).toMatchObject({ path: 'tmItems[1].appCountry' });
    expect(unknownCountry({ tmItems: [item('US')] }, nameOf)).toBeNull();
  });
});
