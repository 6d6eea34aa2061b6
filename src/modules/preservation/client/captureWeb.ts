// The web capture route (POST /risk/evidence/capture, schemas/http-routes.json): a JSON body like a call's, sent
// through the request layer (token, envelope, error toasts, loading overlay).
import type { PreservationDetailResponse } from '../../../generated/types';
import { post } from '../../../client/request/http';

export interface CaptureBody { url: string; title?: string | null; remark?: string | null }

export const CAPTURE_PATH = '/risk/evidence/capture';

export function captureWeb(body: CaptureBody): Promise<PreservationDetailResponse> {
  return post<PreservationDetailResponse>(CAPTURE_PATH, body);
}
