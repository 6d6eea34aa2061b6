// File upload (multipart, field "file") with progress: XMLHttpRequest, because fetch reports no upload
// progress. The answer is the usual envelope; failures are toasted like any call (spec 8).
import { SubCode } from '../../shared/subcodes';
import { tokenStore } from '../session/token';
import { ApiCallError, isForcedLogoutMessage } from './http';
import { notify } from './notify';

export const UPLOAD_MAX_BYTES = 30 * 1024 * 1024;
export const UPLOAD_TOO_LARGE = '上传文件大小不能超过 30MB!';

export interface UploadedFile { uid: string; name: string; size: number; path: string; url: string }

export function uploadFile(file: File, onProgress?: (percent: number) => void): Promise<UploadedFile> {
  if (file.size > UPLOAD_MAX_BYTES) {
    notify.error(UPLOAD_TOO_LARGE);
    return Promise.reject(new ApiCallError(UPLOAD_TOO_LARGE, SubCode.TOO_LARGE, '/files/uploads'));
  }
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/files/uploads');
    const token = tokenStore.get();
    if (token) xhr.setRequestHeader('token', token);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress?.(Math.round((e.loaded / e.total) * 100));
    xhr.onerror = () => {
      notify.error('网络错误！请您稍后重试');
      reject(new ApiCallError('网络错误！请您稍后重试', 0, '/files/uploads'));
    };
    xhr.onload = () => {
      let env: { subCode?: number; subMessage?: string; data?: UploadedFile } | null = null;
      try {
        env = JSON.parse(xhr.responseText);
      } catch {
        env = null;
      }
      if (env?.subCode === SubCode.SUCCESS && env.data) return resolve(env.data);
      const message = env?.subMessage ?? `上传失败（HTTP ${xhr.status}）`;
      if (isForcedLogoutMessage(message)) notify.warning(message);
      else notify.error(message);
      reject(new ApiCallError(message, env?.subCode ?? 0, '/files/uploads', null, xhr.status));
    };
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
