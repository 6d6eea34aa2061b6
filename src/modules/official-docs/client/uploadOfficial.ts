// Sends an official document of a right type: under 50 MB in one request (POST /files/official, or
// /files/official/copyright); 50 MB or more through the resumable large-file path (spec 5; server/largeUpload.ts):
// start (the server answers which chunks it has, so a retry after a dropped connection sends only the rest), 8 MB
// chunks each with its sha256, then complete.
import { notify } from '../../../client/request/notify';
import { uploadTo } from '../../../client/request/upload';
import { checkBeforeUpload, LARGE_FILE_BYTES } from '../../../shared/files/limits';
import { sha256Hex } from '../shared/sha256';
import type { UploadAnswer } from './model';
import { RIGHT_UI, type RightUi } from './rights';

/** Attempts per chunk before the upload gives up (the next start resumes it). */
const TRIES = 4;

export async function uploadOfficial(file: File, opts: { quiet?: boolean; onProgress?: (percent: number) => void } = {}, ui: RightUi = RIGHT_UI.trademark): Promise<UploadAnswer> {
  if (file.size < LARGE_FILE_BYTES) return uploadTo<UploadAnswer>(ui.paths.upload, file, { use: 'officialDocument', ...opts });
  const refused = checkBeforeUpload(file, 'officialDocument');
  if (refused) {
    if (!opts.quiet) notify.error(refused);
    throw new Error(refused);
  }
  const firstChunk = 8 * 1024 * 1024;
  const headSha256 = await sha256Hex(await file.slice(0, firstChunk).arrayBuffer());
  const begun = await ui.calls.largeStart({ fileName: file.name, size: file.size, headSha256 });
  const have = new Set(begun.received);
  for (let i = 0; i < begun.chunkCount; i++) {
    if (have.has(i)) continue;
    const blob = file.slice(i * begun.chunkSize, (i + 1) * begun.chunkSize);
    const sha256 = await sha256Hex(await blob.arrayBuffer());
    for (let attempt = 1; ; attempt++) {
      try {
        await uploadTo(ui.paths.chunk(begun.id, i, sha256), new File([blob], file.name), { use: 'officialDocument', quiet: attempt < TRIES || opts.quiet });
        break;
      } catch (e) {
        if (attempt >= TRIES) throw e;
        await new Promise((r) => setTimeout(r, 1000 * attempt)); // a dropped connection: wait, then send the chunk again
      }
    }
    have.add(i);
    opts.onProgress?.(Math.round((have.size / begun.chunkCount) * 100));
  }
  return ui.calls.largeComplete(begun.id);
}
