// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DownloadError, fetchBlob } from './download';

afterEach(() => vi.unstubAllGlobals());

const respond = (status: number, body: string, type: string) =>
  vi.stubGlobal('fetch', vi.fn(async () => new Response(body, { status, headers: { 'content-type': type } })));

describe('fetchBlob', () => {
  it('a refused download says why: the envelope message, not only the status (issue 18)', async () => {
    respond(404, JSON.stringify({ subCode: 40400, subMessage: '导出记录不存在或不属于您', data: null }), 'application/json; charset=utf-8');
    const e = await fetchBlob('/files/exports/7').catch((x: unknown) => x);
    expect(e).toBeInstanceOf(DownloadError);
    expect((e as DownloadError).message).toBe('下载失败：导出记录不存在或不属于您');
    expect((e as DownloadError).status).toBe(404);
  });

  it('a failure without an envelope names the status', async () => {
    respond(502, '<html>bad gateway</html>', 'text/html');
    await expect(fetchBlob('/files/exports/7')).rejects.toThrow('下载失败（HTTP 502）');
  });
});
