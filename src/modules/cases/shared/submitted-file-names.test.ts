import { describe, expect, it } from 'vitest';
import { extensionOf, submittedFileNames } from './submitted-file-names';

describe('submittedFileNames (spec 5: 文件类型_申请号_国家)', () => {
  it('names a file by type, application number and country', () => {
    expect(submittedFileNames([{ fileType: '委托书', country: '日本', fileName: 'scan 01.PDF' }], '2026-123456')).toEqual(['委托书_2026-123456_日本.pdf']);
  });
  it('leaves the country out for files that serve several countries', () => {
    expect(submittedFileNames([{ fileType: '商标图样', country: null, fileName: 'logo.png' }], 'M1234')).toEqual(['商标图样_M1234.png']);
  });
  it('leaves the number out before the office gave one', () => {
    expect(submittedFileNames([{ fileType: '申请书', country: '美国', fileName: 'a.docx' }], null)).toEqual(['申请书_美国.docx']);
  });
  it('numbers files that would share a name', () => {
    const files = [
      { fileType: '翻译件', country: '德国', fileName: 'a.pdf' },
      { fileType: '翻译件', country: '德国', fileName: 'b.pdf' },
      { fileType: '翻译件', country: '德国', fileName: 'c.doc' },
    ];
    expect(submittedFileNames(files, '1')).toEqual(['翻译件_1_德国.pdf', '翻译件_1_德国_2.pdf', '翻译件_1_德国.doc']);
  });
  it('keeps the trimmed original name when neither type nor number is known', () => {
    expect(submittedFileNames([{ country: '英国', fileName: '  说明.pdf ' }], '')).toEqual(['说明.pdf']);
  });
  it('removes characters a file system refuses', () => {
    expect(submittedFileNames([{ fileType: '其他', country: 'A/B', fileName: 'x.pdf' }], '12:34')).toEqual(['其他_12 34_A B.pdf']);
  });
  it('reads extensions case-insensitively and only short ones', () => {
    expect(extensionOf('a.PDF')).toBe('.pdf');
    expect(extensionOf('no-extension')).toBe('');
    expect(extensionOf('weird.thisistoolong')).toBe('');
  });
});
