import { describe, expect, it } from 'vitest';
import { databaseInputMessage } from './database-errors';

const pgError = (code: string) => Object.assign(new Error('driver text'), { code });

describe('databaseInputMessage', () => {
  it('says what was wrong with the value for data exceptions and too-deep values', () => {
    expect(databaseInputMessage(pgError('22P05'))).toBe('提交的内容含有数据库无法保存的字符');
    expect(databaseInputMessage(pgError('22021'))).toBe('提交的内容含有无效的字符（编码错误或空字符）');
    expect(databaseInputMessage(pgError('22003'))).toBe('提交的数值超出了允许的范围');
    expect(databaseInputMessage(pgError('22007'))).toBe('提交的日期或时间格式不正确');
    expect(databaseInputMessage(pgError('22008'))).toBe('提交的日期或时间超出了允许的范围');
    expect(databaseInputMessage(pgError('54001'))).toBe('提交的数据嵌套层级过深');
    expect(databaseInputMessage(pgError('2202E'))).toBe('提交的数据不符合要求，无法保存');
  });

  it('leaves every other error to the internal-error path', () => {
    for (const code of ['42P01', '23505', '40001', '57014', 'ECONNRESET', 'FST_ERR_CTP_INVALID_JSON_BODY', 'ERR_X'])
      expect(databaseInputMessage(pgError(code))).toBeNull();
    expect(databaseInputMessage(new Error('x'))).toBeNull();
    expect(databaseInputMessage(null)).toBeNull();
  });
});
