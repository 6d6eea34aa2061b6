import { describe, expect, it } from 'vitest';
import { customFieldKinds } from '../../../generated/field-kinds';
import { canAddFile, fileItemOf, fileKind, filesOf, fileSizeOk, iconsShownOf, maxSizeMbOf, visibleFiles, type FileItem } from './files';

const type = customFieldKinds.find((t) => t.kind === 'attachment')!;
const files = (n: number): FileItem[] => Array.from({ length: n }, (_, i) => ({ uid: String(i), name: `f${i}.pdf`, size: 10, path: `p/${i}` }));

describe('attachment type', () => {
  it('shows up to 3 icons then +N (spec 9)', () => {
    expect(iconsShownOf(type)).toBe(3);
    expect(visibleFiles(files(2), 3)).toEqual({ icons: files(2), more: 0 });
    expect(visibleFiles(files(5), 3)).toEqual({ icons: files(3), more: 2 });
  });

  it('offers the small add button while there are fewer than 4 files', () => {
    expect(canAddFile(files(3), 3)).toBe(true);
    expect(canAddFile(files(4), 3)).toBe(false);
  });

  it('refuses files over 30 MB (spec 5)', () => {
    expect(maxSizeMbOf(type)).toBe(30);
    expect(fileSizeOk(30 * 1024 * 1024, 30)).toBe(true);
    expect(fileSizeOk(30 * 1024 * 1024 + 1, 30)).toBe(false);
  });

  it('knows file kinds by extension and ignores malformed values', () => {
    expect(fileKind('合同.PDF')).toBe('pdf');
    expect(fileKind('a.docx')).toBe('word');
    expect(fileKind('a.xlsx')).toBe('excel');
    expect(fileKind('a.jpeg')).toBe('image');
    expect(fileKind('noext')).toBe('file');
    expect(filesOf([{ name: 'a' }, null, 3])).toEqual([{ name: 'a' }]);
    expect(filesOf('x')).toEqual([]);
  });
});

describe('fileItemOf', () => {
  it('keeps what the file kinds store and drops what the upload answer adds (mime)', () => {
    const up = { uid: 'u', name: 'a.pdf', size: 3, path: '/files/uploads/u', url: '/files/uploads/u', mime: 'application/pdf' };
    expect(fileItemOf(up)).toEqual({ uid: 'u', name: 'a.pdf', size: 3, path: '/files/uploads/u', url: '/files/uploads/u' });
  });
});
