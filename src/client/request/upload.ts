// File upload (multipart, field "file") with progress: XMLHttpRequest, because fetch reports no upload
// progress. Sizes, accepted names and their messages come from the shared limits (src/shared/files/limits.ts)
// that the server enforces too; a doomed upload is refused before it is sent. The answer is the usual
// envelope; failures are toasted like any call (spec 8).
import { checkBeforeUpload, sizeLimitOf, type UploadUseKey } from '../../shared/files/limits';
import { SubCode } from '../../shared/subcodes';
import { tokenStore } from '../session/token';
import { ApiCallError, isForcedLogoutMessage } from './http';
import { notify } from './notify';

export interface UploadedFile { uid: string; name: string; size: number; mime: string; path: string; url: string }

export const GENERAL_UPLOAD_URL = '/files/uploads';

export interface UploadOptions {
  /** The kind of upload whose limits apply before sending (the route decides on the server). */
  use?: UploadUseKey;
  onProgress?: (percent: number) => void;
  /** Show no toast on failure: the caller shows the message itself. */
  quiet?: boolean;
}

/** Sends one file to an upload route and resolves with the envelope's data. */
export function uploadTo<T>(url: string, file: File, { use = 'attachment', onProgress, quiet }: UploadOptions = {}): Promise<T> {
  const fail = (message: string, subCode: number, status = 0) => {
    if (!quiet) {
      if (isForcedLogoutMessage(message)) notify.warning(message);
      else notify.error(message);
    }
    return new ApiCallError(message, subCode, url, null, status);
  };
  const refused = checkBeforeUpload(file, use);
  if (refused) return Promise.reject(fail(refused, file.size > sizeLimitOf(use).bytes ? SubCode.TOO_LARGE : SubCode.VALIDATION));
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    const token = tokenStore.get();
    if (token) xhr.setRequestHeader('token', token);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress?.(Math.round((e.loaded / e.total) * 100));
    xhr.onerror = () => reject(fail('网络错误！请您稍后重试', 0));
    xhr.onload = () => {
      let env: { subCode?: number; subMessage?: string; data?: T } | null = null;
      try {
        env = JSON.parse(xhr.responseText);
      } catch {
        env = null;
      }
      if (env?.subCode === SubCode.SUCCESS && env.data !== undefined) return resolve(env.data);
      reject(fail(env?.subMessage ?? `上传失败（HTTP ${xhr.status}）`, env?.subCode ?? 0, xhr.status));
    };
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/** The general upload (attachments, images): the stored file's uid, name and path. */
export function uploadFile(file: File, onProgress?: (percent: number) => void, use: UploadUseKey = 'attachment'): Promise<UploadedFile> {
  return uploadTo<UploadedFile>(GENERAL_UPLOAD_URL, file, { use, onProgress });
}
