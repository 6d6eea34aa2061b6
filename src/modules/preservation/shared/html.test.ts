import { describe, expect, it } from 'vitest';
import { pageCharset, pageText, pageTitle } from './html';

const bytes = (s: string) => new TextEncoder().encode(s);

describe('captured pages', () => {
  it('take the charset from the content type, else a meta tag, else UTF-8', () => {
    expect(pageCharset('text/html; charset=GBK', bytes('<meta charset="utf-8">'))).toBe('gbk');
    expect(pageCharset('text/html', bytes('<html><head><meta charset="gb2312"><title>x</title>'))).toBe('gb2312');
    expect(pageCharset('text/html', bytes('<meta http-equiv="Content-Type" content="text/html; charset=big5">'))).toBe('big5');
    expect(pageCharset('text/html', bytes('<p>none</p>'))).toBe('utf-8');
  });

  it('decode GBK pages (common on Chinese shops) and fall back to UTF-8 for unknown charsets', () => {
    const gbk = Uint8Array.from([0x3c, 0x74, 0x69, 0x74, 0x6c, 0x65, 0x3e, 0xd6, 0xd0, 0xce, 0xc4, 0x3c, 0x2f, 0x74, 0x69, 0x74, 0x6c, 0x65, 0x3e]);
    expect(pageText(gbk, 'text/html; charset=gbk')).toBe('<title>中文</title>');
    expect(pageText(bytes('<title>店铺</title>'), 'text/html; charset=x-unknown')).toBe('<title>店铺</title>');
  });

  it('read the title: entities decoded, spaces collapsed, cut to the limit; none without one', () => {
    expect(pageTitle('<html><head><TITLE lang="zh">\n  仿冒&amp;侵权 &#x5546;&#21697; &lt;旗舰店&gt;\n</TITLE>')).toBe('仿冒&侵权 商品 <旗舰店>');
    expect(pageTitle('<title>' + '长'.repeat(300) + '</title>')).toHaveLength(200);
    expect(pageTitle('<title>  </title>')).toBeNull();
    expect(pageTitle('<p>no title</p>')).toBeNull();
    expect(pageTitle('<title>&#0;&#xD800;ok&bogus;</title>')).toBe('ok&bogus;');
  });
});
