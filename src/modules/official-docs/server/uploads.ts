// The upload pipeline of one right type (issue 12): single uploads with recognition, the uploaded file for the
// preview, zip batches and the resumable large-file path, each recording and recognising documents of that right;
// and the caller's uploads not entered yet (the batch page's parse results).
// The server entry mounts one set for trademarks (official.*) and one for copyrights (copyrightOfficial.*).
import type { RightType } from '../shared/rights';
import { largeChunkFor, largeCompleteFor, largeStartFor } from './largeUpload';
import { fileFor, pendingUploadsFor, uploadFor } from './upload';
import { batchStatusFor, zipUploadFor } from './zipBatch';

export function uploadHandlers(right: RightType) {
  return {
    upload: uploadFor(right),
    file: fileFor(right),
    pendingUploads: pendingUploadsFor(right),
    zipUpload: zipUploadFor(right),
    batchStatus: batchStatusFor(right),
    largeStart: largeStartFor(right),
    largeChunk: largeChunkFor(right),
    largeComplete: largeCompleteFor(right),
  };
}
