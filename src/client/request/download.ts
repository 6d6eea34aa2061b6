// Download helper (spec 7.2): fetch a URL as a blob with the token; a JSON blob is an export error; an HTTP
// failure raises an error carrying its status and the server's message.
import { tokenStore } from '../session/token';

export class DownloadError extends Error {
  constructor(message: string, readonly status: number) {
    super(message);
    this.name = 'DownloadError';
  }
}

export async function fetchBlob(url: string, body?: unknown): Promise<{ blob: Blob; filename: string | null }> {
  const headers: Record<string, string> = {};
  const token = tokenStore.get();
  if (token) headers.token = token;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(url, { method: body === undefined ? 'GET' : 'POST', headers, body: body === undefined ? undefined : JSON.stringify(body), credentials: 'include' });
  // A refusal is the envelope {subCode, subMessage}: the user is told why (e.g. 导出记录不存在或不属于您), not just the status.
  if (!res.ok) {
    let reason = '';
    try {
      reason = (JSON.parse(await res.text()) as { subMessage?: string }).subMessage ?? '';
    } catch {
      /* not an envelope: the status says enough */
    }
    throw new DownloadError(reason ? `下载失败：${reason}` : `下载失败（HTTP ${res.status}）`, res.status);
  }
  const blob = await res.blob();
  if (blob.type.includes('application/json')) {
    let message = '导出失败';
    try {
      message = JSON.parse(await blob.text()).subMessage || message;
    } catch {
      /* keep the generic message */
    }
    throw new DownloadError(message, res.status);
  }
  const disposition = res.headers.get('content-disposition') ?? '';
  // RFC 6266: filename* (UTF-8, e.g. Chinese names) wins over the ASCII fallback filename.
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const plain = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  const filename = extended ? decodeURIComponent(extended) : plain ?? null;
  return { blob, filename };
}

/** Downloads and saves a file under its server-given name (or the fallback). */
export async function download(url: string, fallbackName: string, body?: unknown): Promise<void> {
  const { blob, filename } = await fetchBlob(url, body);
  saveBlob(blob, filename ?? fallbackName);
}

/** Downloads a file and saves it under the given name, whatever the server calls it (e.g. spec 5's naming rule). */
export async function downloadAs(url: string, name: string): Promise<void> {
  saveBlob((await fetchBlob(url)).blob, name);
}

function saveBlob(blob: Blob, name: string) {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
