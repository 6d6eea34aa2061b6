// Which file storage the server uses, from environment variables (README "Files"): STORAGE=local (default,
// FILES_DIR or DATA_DIR/files) or STORAGE=s3 with S3_BUCKET and, for S3-compatible servers, S3_ENDPOINT.
import { join } from 'node:path';
import { s3Storage } from './s3';
import { localStorage, type FileStorage } from './storage';

type Env = Record<string, string | undefined>;

const flag = (v: string | undefined) => v === '1' || v?.toLowerCase() === 'true';

export function storageFromEnv(env: Env, dataDir: string): FileStorage {
  const kind = (env.STORAGE ?? 'local').toLowerCase();
  if (kind === 'local') return localStorage(env.FILES_DIR ?? join(dataDir, 'files'));
  if (kind !== 's3') throw new Error(`STORAGE must be local or s3, not ${env.STORAGE}`);
  if (!env.S3_BUCKET) throw new Error('STORAGE=s3 needs S3_BUCKET');
  if (!!env.S3_ACCESS_KEY_ID !== !!env.S3_SECRET_ACCESS_KEY) throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  return s3Storage({
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || 'us-east-1',
    credentials: env.S3_ACCESS_KEY_ID ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY! } : undefined,
    forcePathStyle: flag(env.S3_FORCE_PATH_STYLE),
  });
}
