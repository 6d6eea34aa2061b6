import { STALE_RECORD_MESSAGE, SubCode, type SubCodeValue } from '../../shared/subcodes';

/** A failure a handler or the gate reports to the caller: becomes the envelope {subCode, subMessage, data: null}. */
export class ApiError extends Error {
  constructor(
    readonly subCode: SubCodeValue,
    message: string,
    readonly data: unknown = null,
    /** Commit the call's writes even though it fails (e.g. counting a failed sign-in). */
    readonly keepChanges = false,
  ) {
    super(message);
  }

  /** The same failure, but the call's writes are committed before it is reported. */
  committing(): ApiError {
    return new ApiError(this.subCode, this.message, this.data, true);
  }
}

export const fail = {
  validation: (m: string) => new ApiError(SubCode.VALIDATION, m),
  unauthenticated: (m: string) => new ApiError(SubCode.UNAUTHENTICATED, m),
  forbidden: (m = '没有操作权限') => new ApiError(SubCode.FORBIDDEN, m),
  notFound: (m: string) => new ApiError(SubCode.NOT_FOUND, m),
  conflict: (m: string) => new ApiError(SubCode.CONFLICT, m),
  /** With how long to wait: data.retryAfterSeconds, and the Retry-After header (app.ts). */
  tooMany: (m: string, retryAfterSeconds: number) => new ApiError(SubCode.TOO_MANY_REQUESTS, m, { retryAfterSeconds }),
  quiet: (m: string, data: unknown = null) => new ApiError(SubCode.QUIET_FAILURE, m, data),
  /** Someone saved the record since the form read it: data.current is the record now, for the form to reload. */
  staleRecord: (current: Record<string, unknown>) => new ApiError(SubCode.CONFLICT, STALE_RECORD_MESSAGE, { current }),
};
