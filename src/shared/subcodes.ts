/** The subCode table (README). HTTP status mirrors the class of failure; the envelope is always sent. */
export const SubCode = {
  SUCCESS: 10000,
  /** A failure the caller handles itself: the request layer shows nothing. */
  QUIET_FAILURE: 10002,
  VALIDATION: 40000,
  UNAUTHENTICATED: 40100,
  FORBIDDEN: 40300,
  NOT_FOUND: 40400,
  CONFLICT: 40900,
  TOO_LARGE: 41300,
  TOO_MANY_REQUESTS: 42900,
  INTERNAL: 50000,
} as const;
export type SubCodeValue = (typeof SubCode)[keyof typeof SubCode];

export const HTTP_STATUS: Record<SubCodeValue, number> = {
  10000: 200,
  10002: 200,
  40000: 400,
  40100: 401,
  40300: 403,
  40400: 404,
  40900: 409,
  41300: 413,
  42900: 429,
  50000: 500,
};

/**
 * Spec 8: server messages after which the client logs the user out (100 ms later). The server returns
 * exactly these strings; the client matches on them.
 */
export const ForcedLogout = {
  LOGIN_EXPIRED: '登录已过期，请重新登录',
  TOKEN_EMPTY: 'token为空',
  USER_LOCKED: '用户已被锁定',
  USER_NOT_FOUND: '用户不存在',
  LOCKED_OR_OUT_OF_VALIDITY: '账号已锁定或不在有效期内',
  NO_TOKEN: '无token，请重新登录',
} as const;
export const FORCED_LOGOUT_MESSAGES: readonly string[] = Object.values(ForcedLogout);

/**
 * subMessage of the 40900 a form save gets when someone else saved the record since the form read it (row
 * versions). The edit dialog matches on it to offer reloading the record.
 */
export const STALE_RECORD_MESSAGE = '该记录已被他人修改，请刷新后重试';

/** Days a sign-in token stays valid (spec 9: token storage period 3). */
export const TOKEN_DAYS = 3;
