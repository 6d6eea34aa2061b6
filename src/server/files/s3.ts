// S3-compatible file storage (AWS S3, MinIO, Ceph, s3rver in the tests). Writes stream through a multipart
// upload (@aws-sdk/lib-storage), so a file is never held whole in memory; a failed write aborts the upload
// and removes whatever reached the bucket.
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import { FileMissingError, type FileStorage } from './storage';

export interface S3Options {
  bucket: string;
  /** Omitted for AWS itself; the server's URL for an S3-compatible one, e.g. http://127.0.0.1:9000. */
  endpoint?: string;
  region: string;
  /** Omitted: the SDK's default credential chain (environment, profile, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** bucket in the path (http://host/bucket/key) instead of the host name: what most S3-compatible servers need. */
  forcePathStyle: boolean;
}

/** Part size of multipart uploads: the S3 minimum, so an upload holds at most a few of these in memory. */
const PART_BYTES = 5 * 1024 * 1024;

export function s3Storage(opts: S3Options): FileStorage {
  const client = new S3Client({
    region: opts.region,
    endpoint: opts.endpoint,
    forcePathStyle: opts.forcePathStyle,
    credentials: opts.credentials,
    // Checksums only where S3 requires them: S3-compatible servers do not all accept the newer trailing
    // checksums of streamed bodies (aws-chunked), and multipart parts carry their own MD5-based ETags.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = opts.bucket;
  const remove = async (Key: string) => {
    await client.send(new DeleteObjectCommand({ Bucket, Key }));
  };
  return {
    kind: 's3',
    async put(Key, body) {
      let bytes = 0;
      // Counted as the upload pulls; the source's failure surfaces in the upload, which then aborts.
      async function* counting() {
        for await (const chunk of body as AsyncIterable<Buffer>) {
          bytes += chunk.length;
          yield chunk;
        }
      }
      const upload = new Upload({ client, params: { Bucket, Key, Body: Readable.from(counting(), { objectMode: false }) }, partSize: PART_BYTES, queueSize: 2, leavePartsOnError: false });
      try {
        await upload.done();
        return bytes;
      } catch (e) {
        await remove(Key).catch(() => {});
        throw body.errored ?? e;
      }
    },
    async read(Key) {
      try {
        const r = await client.send(new GetObjectCommand({ Bucket, Key }));
        return { stream: r.Body as Readable, size: Number(r.ContentLength ?? 0) };
      } catch (e) {
        if ((e as Error).name === 'NoSuchKey' || (e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) throw new FileMissingError(Key);
        throw e;
      }
    },
    remove,
    async ready() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (e) {
        throw new Error(`S3 bucket "${Bucket}" is not usable${opts.endpoint ? ` at ${opts.endpoint}` : ''}: ${(e as Error).name} ${(e as Error).message}`);
      }
    },
  };
}
