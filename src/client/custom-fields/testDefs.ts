// Definitions for the custom-field tests, shaped as the server sends them.
import type { CustomFieldDef } from './model';

export function def(id: number, fieldType: number, over: Partial<CustomFieldDef> = {}): CustomFieldDef {
  const title = over.fieldTitle ?? `字段${id}`;
  const contents = fieldType === 3 || fieldType === 4 ? { options: [{ cont: '甲', color: '#ff7200', name: '甲' }, { cont: '乙', color: '#1677ff', name: '乙' }] } : {};
  return {
    id,
    type: 91,
    fieldTitle: title,
    showFieldTitle: title,
    fieldDescription: '',
    isRequire: 0,
    fieldType,
    fieldTypeInfoVo: { type: fieldType, contents },
    fieldContent: JSON.stringify(contents),
    state: 1,
    isFilter: 0,
    filter: 0,
    isTop: 0,
    isEdit: 1,
    sort: id,
    ...over,
  };
}
