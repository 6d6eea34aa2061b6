// multipart/form-data bodies for upload tests: whole (a Buffer), or produced lazily chunk by chunk so a test
// can see how much of an upload the server had pulled when something happened (`produced()`).
import { Readable } from 'node:stream';

const boundary = '----ipmsTestBoundary7MA4YWxk';
const contentType = `multipart/form-data; boundary=${boundary}`;
const head = (name: string, field: string) =>
  Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
const tail = Buffer.from(`\r\n--${boundary}--\r\n`);

export function multipart(name: string, data: Buffer, field = 'file') {
  return { payload: Buffer.concat([head(name, field), data, tail]), contentType };
}

/** A file of `bytes` bytes of `fill`, generated 64 KB at a time as the server reads it. */
export function lazyMultipart(name: string, bytes: number, fill = 0x61) {
  const chunk = Buffer.alloc(64 * 1024, fill);
  let produced = 0;
  async function* body() {
    yield head(name, 'file');
    for (let left = bytes; left > 0; left -= chunk.length) {
      const part = left >= chunk.length ? chunk : chunk.subarray(0, left);
      produced += part.length;
      yield part;
    }
    yield tail;
  }
  return { payload: Readable.from(body(), { objectMode: false }), contentType, produced: () => produced };
}
