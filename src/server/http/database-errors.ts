// Database refusals of a value, said as a validation failure (40000) rather than an internal error: the
// request schemas are meant to refuse such values first (formats, bounds, depth), so reaching here means a
// schema let one through; the caller still learns that the input was at fault, and the log says where.
const MESSAGES: Record<string, string> = {
  '22P05': '提交的内容含有数据库无法保存的字符',
  '22021': '提交的内容含有无效的字符（编码错误或空字符）',
  '22003': '提交的数值超出了允许的范围',
  '22007': '提交的日期或时间格式不正确',
  '22008': '提交的日期或时间超出了允许的范围',
  '22P02': '提交的值格式不正确',
  '22001': '提交的内容过长',
  '54001': '提交的数据嵌套层级过深',
};

/** SQLSTATE of a PostgreSQL error (PGlite and pg both set code), or null for any other error. */
function sqlState(err: unknown): string | null {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : null;
}

/** The message for a database error caused by a value of the request (data exceptions, too deep), else null. */
export function databaseInputMessage(err: unknown): string | null {
  const state = sqlState(err);
  if (!state) return null;
  if (MESSAGES[state]) return MESSAGES[state];
  // Class 22, data exception: some other value the database cannot take.
  return state.startsWith('22') ? '提交的数据不符合要求，无法保存' : null;
}
