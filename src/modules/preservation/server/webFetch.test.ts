import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../server/http/errors';
import { checkUrl, cleanContentType, fetchPage, isForbiddenAddress, limitsFromEnv, normaliseIp, type FetchLimits } from './webFetch';

const PAGE = '<!doctype html><html><head><meta charset="utf-8"><title>侵权店铺首页</title></head><body>售卖仿冒商品</body></html>';

describe('addresses a capture may not reach', () => {
  it.each([
    '127.0.0.1', '127.9.9.9', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0',
    '224.0.0.1', '255.255.255.255', '198.18.0.1', '::1', '::', 'fe80::1', 'fc00::1', 'fd12:3456::1', 'ff02::1', '::ffff:127.0.0.1',
    '::ffff:7f00:1', '::ffff:10.0.0.1', '64:ff9b::a00:1', '2002:7f00:1::', '2001:db8::1', 'not-an-ip',
  ])('%s is refused', (ip) => expect(isForbiddenAddress(ip)).toBe(true));

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:2800:220:1:248:1893:25c8:1946', '::ffff:8.8.8.8'])('%s is allowed', (ip) =>
    expect(isForbiddenAddress(ip)).toBe(false),
  );

  it('IPv4 inside IPv6 is judged as IPv4', () => {
    expect(normaliseIp('[::FFFF:127.0.0.1]')).toBe('127.0.0.1');
    expect(normaliseIp('::ffff:7f00:1')).toBe('127.0.0.1');
  });
});

describe('checkUrl', () => {
  const strict = limitsFromEnv({});
  const refused = (url: string) => {
    try {
      checkUrl(url, strict);
    } catch (e) {
      return (e as ApiError).message;
    }
    return null;
  };
  it('takes http and https only, without credentials, and no private host written as an address', () => {
    expect(checkUrl(' https://shop.example.com/a?b=1#top ', strict).href).toBe('https://shop.example.com/a?b=1');
    expect(refused('ftp://example.com/')).toBe('字段“网址”（url）须以 http:// 或 https:// 开头');
    expect(refused('javascript:alert(1)')).toBe('字段“网址”（url）须以 http:// 或 https:// 开头');
    expect(refused('not a url')).toBe('字段“网址”（url）不是有效的网址');
    expect(refused('http://user:pw@example.com/')).toBe('字段“网址”（url）不能包含用户名或密码');
    expect(refused('http://127.0.0.1:3000/')).toBe('字段“网址”（url）不允许指向内网、本机或保留地址（127.0.0.1）');
    // Other spellings of loopback reach the same address after URL parsing.
    expect(refused('http://2130706433/')).toBe('字段“网址”（url）不允许指向内网、本机或保留地址（127.0.0.1）');
    expect(refused('http://0x7f.1/')).toBe('字段“网址”（url）不允许指向内网、本机或保留地址（127.0.0.1）');
    expect(refused('http://[::1]/')).toBe('字段“网址”（url）不允许指向内网、本机或保留地址（::1）');
    expect(refused('http://localhost:8080/')).toBe('字段“网址”（url）不允许指向内网、本机或保留地址（localhost → 127.0.0.1）');
    expect(refused('http://169.254.169.254/latest/meta-data')).toContain('169.254.169.254');
  });

  it('the test flag lets named addresses through, never in production', () => {
    expect([...limitsFromEnv({ WEB_CAPTURE_ALLOW_PRIVATE: '127.0.0.1, ::1' }).allowAddresses]).toEqual(['127.0.0.1', '::1']);
    expect([...limitsFromEnv({ WEB_CAPTURE_ALLOW_PRIVATE: '127.0.0.1', NODE_ENV: 'production' }).allowAddresses]).toEqual([]);
  });

  it('keeps a clean content type', () => {
    expect(cleanContentType('text/html; charset="GBK"')).toBe('text/html; charset=gbk');
    expect(cleanContentType('TEXT/HTML')).toBe('text/html');
    expect(cleanContentType('text/html\r\nx-evil: 1')).toBe('application/octet-stream');
    expect(cleanContentType(undefined)).toBe('application/octet-stream');
  });
});

describe('fetchPage against a local server', () => {
  let server: Server;
  let base: string;
  const limits = (over: Partial<FetchLimits> = {}): FetchLimits => ({ timeoutMs: 3000, maxBytes: 64 * 1024, maxRedirects: 2, allowAddresses: new Set(['127.0.0.1']), ...over });

  beforeAll(async () => {
    server = createServer((req, res) => {
      const u = req.url ?? '/';
      if (u === '/page') return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
      if (u === '/gzip') return res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(gzipSync(PAGE));
      if (u === '/hop') return res.writeHead(302, { location: '/page' }).end();
      if (u === '/loop') return res.writeHead(301, { location: '/loop' }).end();
      if (u === '/inside') return res.writeHead(302, { location: 'http://10.0.0.1/admin' }).end();
      if (u === '/missing') return res.writeHead(404, { 'content-type': 'text/html' }).end('not here');
      if (u === '/big') return res.writeHead(200, { 'content-type': 'text/plain' }).end('x'.repeat(100 * 1024));
      if (u === '/bomb') return res.writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'gzip' }).end(gzipSync(Buffer.alloc(1024 * 1024)));
      if (u === '/slow') return void setTimeout(() => res.writeHead(200).end('late'), 2000);
      res.writeHead(500).end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const failure = async (p: Promise<unknown>) => {
    try {
      await p;
    } catch (e) {
      return [(e as ApiError).subCode, (e as ApiError).message];
    }
    return null;
  };

  it('keeps the body as served, with status, final address, server address and content type', async () => {
    const page = await fetchPage(`${base}/hop`, limits());
    expect(page.body.toString('utf8')).toBe(PAGE);
    expect([page.status, page.requestedUrl, page.finalUrl, page.remoteAddress, page.contentType]).toEqual([200, `${base}/hop`, `${base}/page`, '127.0.0.1', 'text/html; charset=utf-8']);
    expect((await fetchPage(`${base}/gzip`, limits())).body.toString('utf8')).toBe(PAGE);
  });

  it('refuses loopback without the flag, redirects inside, too many redirects, errors, oversize and slow pages', async () => {
    expect(await failure(fetchPage(`${base}/page`, limits({ allowAddresses: new Set() })))).toEqual([40000, '字段“网址”（url）不允许指向内网、本机或保留地址（127.0.0.1）']);
    expect(await failure(fetchPage(`${base}/inside`, limits()))).toEqual([40000, '字段“网址”（url）不允许指向内网、本机或保留地址（10.0.0.1）']);
    expect(await failure(fetchPage(`${base}/loop`, limits()))).toEqual([40000, '网页跳转超过 2 次，未存证']);
    expect(await failure(fetchPage(`${base}/missing`, limits()))).toEqual([40000, '网页返回 HTTP 404 Not Found，未存证']);
    expect(await failure(fetchPage(`${base}/big`, limits()))).toEqual([41300, '网页内容超过 64KB 上限，未存证']);
    expect(await failure(fetchPage(`${base}/bomb`, limits({ maxBytes: 100 * 1024 })))).toEqual([41300, '网页内容超过 100KB 上限，未存证']);
    expect(await failure(fetchPage(`${base}/slow`, limits({ timeoutMs: 300 })))).toEqual([40000, '抓取网页超时（超过 0.3 秒），未存证']);
  });

  it('a name is connected to the address the checked lookup gave; a name with any private address is refused', async () => {
    const port = (server.address() as AddressInfo).port;
    const hosts: Record<string, string[]> = { 'shop.example.test': ['127.0.0.1'], 'mixed.example.test': ['93.184.216.34', '10.0.0.8'] };
    const resolve = async (name: string) => (hosts[name] ?? []).map((address) => ({ address, family: 4 }));
    const page = await fetchPage(`http://shop.example.test:${port}/page`, limits({ resolve }));
    expect([page.remoteAddress, page.finalUrl]).toEqual(['127.0.0.1', `http://shop.example.test:${port}/page`]);
    expect(await failure(fetchPage(`http://shop.example.test:${port}/page`, limits({ resolve, allowAddresses: new Set() })))).toEqual([
      40000,
      '字段“网址”（url）不允许指向内网、本机或保留地址（shop.example.test → 127.0.0.1）',
    ]);
    expect(await failure(fetchPage(`http://mixed.example.test:${port}/page`, limits({ resolve })))).toEqual([
      40000,
      '字段“网址”（url）不允许指向内网、本机或保留地址（mixed.example.test → 10.0.0.8）',
    ]);
    expect(await failure(fetchPage(`http://nowhere.example.test:${port}/page`, limits({ resolve })))).toEqual([40000, '字段“网址”（url）的域名 nowhere.example.test 无法解析，未存证']);
    expect(await failure(fetchPage(`http://localhost.:${port}/page`, limits({ allowAddresses: new Set() })))).toEqual([
      40000,
      '字段“网址”（url）不允许指向内网、本机或保留地址（localhost → 127.0.0.1）',
    ]);
  });
});
