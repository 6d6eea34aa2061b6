// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screens } from '../../../generated/screens/all';
import { STALE_RECORD_MESSAGE } from '../../../shared/subcodes';
import { ApiCallError } from '../../request/http';
import { staleRecord, updateBody } from './staleRecord';

describe('row versions in the edit dialog', () => {
  it('every screen with an edit form sends back the version its row was read at', () => {
    for (const key of ['brandRecords', 'enterprises', 'users', 'disputes'] as const) expect(screens[key].form?.rowVersion).toBe('version');
    const row = { id: 7, version: 3, tmName: '旧' };
    expect(updateBody({ tmName: '新' }, row, screens.brandRecords.form!.rowVersion)).toEqual({ tmName: '新', id: 7, version: 3 });
    expect(updateBody({ name: 'x' }, row)).toEqual({ name: 'x', id: 7 });
  });

  it('recognises a stale save and hands over the current record; other conflicts are not stale', () => {
    const current = { id: 7, version: 4, tmName: '别人改的' };
    expect(staleRecord(new ApiCallError(STALE_RECORD_MESSAGE, 40900, '/brandArchives/modify', { current }, 409))).toEqual(current);
    expect(staleRecord(new ApiCallError('已存在相同统一社会信用代码的企业', 40900, '/enterPrise/updateInfo', null, 409))).toBeNull();
    expect(staleRecord(new ApiCallError(STALE_RECORD_MESSAGE, 40000, '/x', { current }, 400))).toBeNull();
    expect(staleRecord(new Error(STALE_RECORD_MESSAGE))).toBeNull();
  });
});
