// What handlers get for files in their context (ctx.files): the storage and the image URL signer. Built
// once per app from its options, never held in module state.
import type { Database } from '../db/types';
import { imageUrls, loadUrlSecret, type ImageUrls } from './image-urls';
import type { FileStorage } from './storage';

export interface FileServices {
  storage: FileStorage;
  images: ImageUrls;
}

export async function fileServices(db: Database, storage: FileStorage, env: Record<string, string | undefined>): Promise<FileServices> {
  await storage.ready();
  return { storage, images: imageUrls(await loadUrlSecret(db, env.FILE_URL_SECRET)) };
}
