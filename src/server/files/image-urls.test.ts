import { describe, expect, it } from 'vitest';
import { IMAGE_URL_EXPIRED, IMAGE_URL_INVALID, IMAGE_URL_TTL_SECONDS, imageUrls } from './image-urls';

const UID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const urls = imageUrls(Buffer.from('a test secret of at least thirty-two characters'));
const NOW = Date.UTC(2026, 4, 1, 10, 3, 0);

function parts(url: string) {
  const u = new URL(url, 'http://x');
  return { uid: u.pathname.split('/').pop()!, q: { tenant: u.searchParams.get('tenant')!, expires: u.searchParams.get('expires')!, sig: u.searchParams.get('sig')! } };
}

describe('signed image URLs', () => {
  it('grant their tenant for at least the TTL and stay the same within a 10-minute window (cacheable)', () => {
    const url = urls.sign(UID, 7, NOW);
    const { uid, q } = parts(url);
    expect(urls.verify(uid, q, NOW)).toBe(7);
    expect(urls.verify(uid, q, NOW + IMAGE_URL_TTL_SECONDS * 1000)).toBe(7);
    expect(urls.sign(UID, 7, NOW + 60_000)).toBe(url);
    expect(urls.sign(UID, 7, NOW + 10 * 60_000)).not.toBe(url);
  });

  it('expire', () => {
    const { uid, q } = parts(urls.sign(UID, 7, NOW));
    expect(() => urls.verify(uid, q, Number(q.expires) * 1000)).toThrow(IMAGE_URL_EXPIRED);
  });

  it('fail when any part is changed or signed with another secret', () => {
    const { uid, q } = parts(urls.sign(UID, 7, NOW));
    expect(() => urls.verify(uid, { ...q, tenant: '8' }, NOW)).toThrow(IMAGE_URL_INVALID);
    expect(() => urls.verify(uid, { ...q, expires: String(Number(q.expires) + 600) }, NOW)).toThrow(IMAGE_URL_INVALID);
    expect(() => urls.verify(UID.replace('0f8f', '1f8f'), q, NOW)).toThrow(IMAGE_URL_INVALID);
    // The last character's spare bits: a different text decoding to the same bytes is still refused.
    const last = q.sig.at(-1)!;
    const twin = q.sig.slice(0, -1) + String.fromCharCode(last.charCodeAt(0) ^ 1);
    expect(() => urls.verify(uid, { ...q, sig: twin }, NOW)).toThrow(IMAGE_URL_INVALID);
    const other = imageUrls(Buffer.from('another secret of at least thirty-two characters'));
    expect(() => other.verify(uid, q, NOW)).toThrow(IMAGE_URL_INVALID);
  });
});
