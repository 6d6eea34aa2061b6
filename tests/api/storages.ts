// The two file storage drivers the file tests run against, each chosen through storageFromEnv like the
// server does: local disk (the default), and S3 against s3rver, an S3-compatible server started on
// 127.0.0.1 (random port) in a temp directory. `keys(prefix)` lists what is stored, to check that a refused
// upload left nothing behind.
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { mkdtempSync, readdirSync, rmSync, type Dirent } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import S3rver from 's3rver';
import { storageFromEnv } from '../../src/server/files/config';
import type { FileStorage } from '../../src/server/files/storage';

export type DriverKind = 'local' | 's3';
export const DRIVERS: DriverKind[] = ['local', 's3'];

export interface TestStorage {
  kind: DriverKind;
  storage: FileStorage;
  keys(prefix: string): Promise<string[]>;
  close(): Promise<void>;
}

function walk(dir: string, root: string): string[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name), root) : [relative(root, join(dir, e.name)).split('\\').join('/')]));
}

export async function startStorage(kind: DriverKind): Promise<TestStorage> {
  const dir = mkdtempSync(join(tmpdir(), `ipms-${kind}-storage-`));
  if (kind === 'local') {
    const storage = storageFromEnv({}, dir); // STORAGE unset: local disk under DATA_DIR/files
    return {
      kind,
      storage,
      keys: async (prefix) => walk(join(dir, 'files'), join(dir, 'files')).filter((k) => k.startsWith(prefix)),
      close: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const bucket = 'ipms-test';
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory: dir, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const env = {
    STORAGE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: '1',
  };
  const client = new S3Client({
    endpoint: env.S3_ENDPOINT, region: env.S3_REGION, forcePathStyle: true,
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
  });
  return {
    kind,
    storage: storageFromEnv(env, dir),
    keys: async (prefix) => ((await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }))).Contents ?? []).map((o) => o.Key!),
    close: async () => {
      client.destroy();
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
