// Fetching a web page for a web capture (网页取证), with the limits of a server that fetches addresses users type:
// - http and https only, no user name or password in the address;
// - no private, loopback, link-local or otherwise reserved address (IPv4 and IPv6, IPv4 inside IPv6 too): the host
//   name is resolved by our own lookup, every address it gives is checked, and the connection goes to a checked
//   address (so a name that resolves differently the second time cannot reach the inside);
// - every redirect (at most 5) is checked the same way;
// - one deadline for everything (15 s), a size limit on the decoded body (10 MB, also for gzip/deflate/br);
// - a final status other than 2xx is refused (an error page is not evidence of the page).
// Tests reach their local server through allowAddresses (WEB_CAPTURE_ALLOW_PRIVATE, ignored in production).
import { lookup as dnsLookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { ApiError, fail } from '../../../server/http/errors';
import { SubCode } from '../../../shared/subcodes';
import { WEB_CAPTURE_LIMITS } from '../shared/limits';

export interface FetchLimits {
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /** Addresses let through although private or reserved (tests' local server). */
  allowAddresses: ReadonlySet<string>;
  /** Resolves a host name to its addresses (default: the system resolver; tests give their own). */
  resolve?: (hostname: string, family: number) => Promise<Array<{ address: string; family: number }>>;
}

const systemResolve = (hostname: string, family: number) =>
  new Promise<Array<{ address: string; family: number }>>((resolve, reject) =>
    dnsLookup(hostname, { all: true, family }, (err, addresses) => (err ? reject(err) : resolve(addresses))),
  );

export interface FetchedPage {
  requestedUrl: string;
  finalUrl: string;
  status: number;
  /** The response's Content-Type as sent (cleaned), or application/octet-stream. */
  contentType: string;
  /** The address the response came from. */
  remoteAddress: string;
  body: Buffer;
  /** When the response's last byte arrived. */
  capturedAt: Date;
}

/** The limits from the environment: WEB_CAPTURE_ALLOW_PRIVATE=127.0.0.1,::1 for tests; never in production. */
export function limitsFromEnv(env: Record<string, string | undefined> = process.env): FetchLimits {
  const allow = env.NODE_ENV === 'production' ? [] : (env.WEB_CAPTURE_ALLOW_PRIVATE ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  return { ...WEB_CAPTURE_LIMITS, allowAddresses: new Set(allow.map(normaliseIp)) };
}

// ---- addresses ---------------------------------------------------------------------------------------------

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24],
  ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128], ['::1', 128], ['64:ff9b::', 96], ['64:ff9b:1::', 48], ['100::', 64], ['2001::', 23], ['2001:db8::', 32],
  ['2002::', 16], ['fc00::', 7], ['fe80::', 10], ['fec0::', 10], ['ff00::', 8],
] as const)
  blocked.addSubnet(net, prefix, 'ipv6');

/** An IPv4 address inside an IPv6 one (::ffff:a.b.c.d, ::a.b.c.d) as IPv4; other addresses lower-cased. */
export function normaliseIp(ip: string): string {
  const bare = ip.replace(/^\[|\]$/g, '').toLowerCase();
  const mapped = /^::(?:ffff:(?:0{1,4}:)?)?(\d{1,3}(?:\.\d{1,3}){3})$/.exec(bare);
  if (mapped) return mapped[1];
  // ::ffff:7f00:1 (the hex form of a mapped IPv4 address)
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(bare);
  if (hex) {
    const a = parseInt(hex[1], 16);
    const b = parseInt(hex[2], 16);
    return `${a >> 8}.${a & 255}.${b >> 8}.${b & 255}`;
  }
  return bare;
}

/** Whether a capture may not connect to this address (private, loopback, link-local, reserved, multicast ...). */
export function isForbiddenAddress(ip: string): boolean {
  const a = normaliseIp(ip);
  const family = isIP(a);
  if (family === 4) return blocked.check(a, 'ipv4');
  if (family === 6) return blocked.check(a, 'ipv6');
  return true;
}

const urlField = '字段“网址”（url）';

class CaptureRefused extends Error {
  constructor(readonly apiError: ApiError) {
    super(apiError.message);
  }
}

function refuseAddress(host: string, ip: string) {
  const shown = host === ip ? ip : `${host} → ${ip}`;
  return new CaptureRefused(fail.validation(`${urlField}不允许指向内网、本机或保留地址（${shown}）`));
}

type LookupAll = (err: NodeJS.ErrnoException | null, addresses: Array<{ address: string; family: number }>) => void;
type LookupOne = (err: NodeJS.ErrnoException | null, address: string, family: number) => void;

/** net's lookup option: resolves, refuses the whole name when any of its addresses is forbidden. */
function checkedLookup(limits: FetchLimits) {
  return (hostname: string, options: { all?: boolean; family?: number }, callback: LookupAll | LookupOne) => {
    (limits.resolve ?? systemResolve)(hostname, options.family ?? 0).then(
      (addresses) => {
        if (!addresses.length) return (callback as LookupOne)(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), '', 0);
        const bad = addresses.find((a) => isForbiddenAddress(a.address) && !limits.allowAddresses.has(normaliseIp(a.address)));
        if (bad) return (callback as LookupOne)(refuseAddress(hostname, bad.address) as unknown as NodeJS.ErrnoException, '', 0);
        if (options.all) return (callback as LookupAll)(null, addresses);
        return (callback as LookupOne)(null, addresses[0].address, addresses[0].family);
      },
      (err: NodeJS.ErrnoException) => (callback as LookupOne)(err, '', 0),
    );
  };
}

// ---- fetching ----------------------------------------------------------------------------------------------

/** The URL if it may be fetched: http(s), no credentials, an IP literal host checked here (names in the lookup). */
export function checkUrl(raw: string, limits: FetchLimits): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw fail.validation(`${urlField}不是有效的网址`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw fail.validation(`${urlField}须以 http:// 或 https:// 开头`);
  if (url.username || url.password) throw fail.validation(`${urlField}不能包含用户名或密码`);
  const host = url.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '');
  if (isIP(host) && isForbiddenAddress(host) && !limits.allowAddresses.has(normaliseIp(host))) throw refuseAddress(host, host).apiError;
  if (host === 'localhost' || host.endsWith('.localhost')) {
    if (!limits.allowAddresses.has('127.0.0.1') && !limits.allowAddresses.has('::1')) throw refuseAddress(host, '127.0.0.1').apiError;
  }
  url.hash = '';
  return url;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** A Content-Type safe to keep and to serve again: type/subtype and a charset, else application/octet-stream. */
export function cleanContentType(header: string | undefined): string {
  const m = /^\s*([a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+)\s*(?:;(.*))?$/i.exec(header ?? '');
  if (!m) return 'application/octet-stream';
  const charset = /(?:^|;)\s*charset\s*=\s*"?([a-z0-9_.:-]+)"?/i.exec(m[2] ?? '')?.[1];
  return `${m[1].toLowerCase()}${charset ? `; charset=${charset.toLowerCase()}` : ''}`.slice(0, 200);
}

function networkMessage(e: unknown, host: string, timeoutMs: number, timedOut: boolean): ApiError {
  if (e instanceof CaptureRefused) return e.apiError;
  if (e instanceof ApiError) return e;
  if (timedOut) return fail.validation(`抓取网页超时（超过 ${+(timeoutMs / 1000).toFixed(1)} 秒），未存证`);
  const err = e as NodeJS.ErrnoException & { cause?: unknown };
  if (err?.cause instanceof CaptureRefused) return err.cause.apiError;
  const code = err?.code ?? '';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'ENODATA') return fail.validation(`${urlField}的域名 ${host} 无法解析，未存证`);
  if (code === 'ECONNREFUSED') return fail.validation(`无法连接 ${host}（连接被拒绝），未存证`);
  if (code === 'ECONNRESET' || code === 'EPIPE') return fail.validation(`${host} 中断了连接，未存证`);
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return fail.validation(`无法连接 ${host}（网络不可达），未存证`);
  if (/CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY/i.test(code)) return fail.validation(`${host} 的 HTTPS 证书无效（${code}），未存证`);
  return fail.validation(`抓取网页失败（${code || (err?.message ?? String(e))}），未存证`);
}

/** The decoded body of a response, refusing it once past maxBytes. */
async function readBody(res: http.IncomingMessage, maxBytes: number): Promise<Buffer> {
  const encoding = String(res.headers['content-encoding'] ?? '').trim().toLowerCase();
  let stream: Readable = res;
  if (encoding === 'gzip' || encoding === 'x-gzip') stream = res.pipe(zlib.createGunzip());
  else if (encoding === 'deflate') stream = res.pipe(zlib.createInflate());
  else if (encoding === 'br') stream = res.pipe(zlib.createBrotliDecompress());
  else if (encoding && encoding !== 'identity') throw fail.validation(`网页使用了不支持的内容编码（${encoding.slice(0, 40)}），未存证`);
  const chunks: Buffer[] = [];
  let n = 0;
  try {
    for await (const chunk of stream) {
      n += (chunk as Buffer).length;
      if (n > maxBytes) throw tooLarge(maxBytes);
      chunks.push(chunk as Buffer);
    }
  } finally {
    if (stream !== res) stream.destroy();
    res.destroy();
  }
  return Buffer.concat(chunks);
}

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${+(bytes / 1024 / 1024).toFixed(1)}MB` : `${+(bytes / 1024).toFixed(1)}KB`);
const tooLarge = (maxBytes: number) => new ApiError(SubCode.TOO_LARGE, `网页内容超过 ${sizeText(maxBytes)} 上限，未存证`);

function request(url: URL, limits: FetchLimits, signal: AbortSignal): Promise<http.IncomingMessage> {
  const lib = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = lib.request(
      url,
      {
        method: 'GET',
        agent: false,
        signal,
        lookup: checkedLookup(limits) as never,
        headers: {
          'user-agent': 'Mozilla/5.0 (compatible; IPMS-Evidence/1.0; +evidence preservation)',
          accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
          'accept-language': 'zh-CN,zh;q=0.9,en;q=0.6',
          'accept-encoding': 'gzip, deflate, br',
        },
      },
      resolve,
    );
    req.on('error', reject);
    req.end();
  });
}

/** Fetches the page at raw under the limits; refusals and failures are ApiErrors whose message says why. */
export async function fetchPage(raw: string, limits: FetchLimits): Promise<FetchedPage> {
  let url = checkUrl(raw, limits);
  const requestedUrl = url.href;
  const abort = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    abort.abort();
  }, limits.timeoutMs);
  try {
    for (let hop = 0; ; hop++) {
      let res: http.IncomingMessage;
      try {
        res = await request(url, limits, abort.signal);
      } catch (e) {
        throw networkMessage(e, url.hostname, limits.timeoutMs, timedOut);
      }
      const status = res.statusCode ?? 0;
      const location = res.headers.location;
      if (REDIRECTS.has(status) && location) {
        res.destroy();
        if (hop >= limits.maxRedirects) throw fail.validation(`网页跳转超过 ${limits.maxRedirects} 次，未存证`);
        let next: URL;
        try {
          next = new URL(location, url);
        } catch {
          throw fail.validation(`网页跳转到无效的网址（${location.slice(0, 200)}），未存证`);
        }
        url = checkUrl(next.href, limits);
        continue;
      }
      if (status < 200 || status > 299) {
        res.destroy();
        throw fail.validation(`网页返回 HTTP ${status}${res.statusMessage ? ` ${res.statusMessage}` : ''}，未存证`);
      }
      const declared = Number(res.headers['content-length']);
      if (Number.isFinite(declared) && declared > limits.maxBytes && !res.headers['content-encoding']) {
        res.destroy();
        throw tooLarge(limits.maxBytes);
      }
      const remoteAddress = normaliseIp(res.socket?.remoteAddress ?? '');
      let body: Buffer;
      try {
        body = await readBody(res, limits.maxBytes);
      } catch (e) {
        throw networkMessage(e, url.hostname, limits.timeoutMs, timedOut);
      }
      return { requestedUrl, finalUrl: url.href, status, contentType: cleanContentType(res.headers['content-type']), remoteAddress, body, capturedAt: new Date() };
    }
  } finally {
    clearTimeout(timer);
  }
}
