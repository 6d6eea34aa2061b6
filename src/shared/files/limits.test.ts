import { describe, expect, it } from 'vitest';
import { acceptOf, checkBeforeUpload, MB, sizeLimitOf } from './limits';

describe('upload limits', () => {
  it('has the spec sizes and messages per use', () => {
    expect(sizeLimitOf('attachment')).toEqual({ bytes: 30 * MB, message: '上传文件大小不能超过 30MB!' });
    expect(sizeLimitOf('officialDocument')).toEqual({ bytes: 100 * MB, message: '上传文件大小不能超过100MB' });
    expect(acceptOf('image')).toBe('.jpg,.jpeg,.png');
  });

  it('lets a client refuse a doomed upload by size and, except attachments, by name', () => {
    expect(checkBeforeUpload({ name: 'a.png', size: 30 * MB }, 'image')).toBeNull();
    expect(checkBeforeUpload({ name: 'a.png', size: 30 * MB + 1 }, 'image')).toBe('上传文件大小不能超过 30MB!');
    expect(checkBeforeUpload({ name: 'a.gif', size: 10 }, 'image')).toBe('上传文件只能是 jpg、jpeg、png 格式!');
    expect(checkBeforeUpload({ name: 'A.JPG', size: 10 }, 'image')).toBeNull();
    expect(checkBeforeUpload({ name: 'scan.tif', size: 60 * MB }, 'officialDocument')).toBe('请上传 jpg、jpeg、png、pdf、doc、docx 格式的文件');
    expect(checkBeforeUpload({ name: 'README', size: 10 }, 'attachment')).toBeNull();
  });

  it('classification edition files are .jsonl, plain or gzip; gzip is no attachment', () => {
    expect(checkBeforeUpload({ name: 'ncl14-2027.jsonl', size: 10 }, 'niceEdition')).toBeNull();
    expect(checkBeforeUpload({ name: 'ncl14-2027.jsonl.gz', size: 10 }, 'niceEdition')).toBeNull();
    expect(checkBeforeUpload({ name: 'ncl14-2027.xlsx', size: 10 }, 'niceEdition')).toBe('请上传 .jsonl 或 .jsonl.gz 格式的区分表文件');
    expect(acceptOf('attachment')).not.toContain('.gz');
  });
});
