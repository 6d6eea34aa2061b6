// UI text of the country picker, country groups and the group hint.
import { moduleTexts } from '../../client/i18n';
export const countriesZh = {
  'country.placeholder': '选择国家/地区或区域组织',
  'country.hint.title': '国家分组提示',
  'country.hint.intro': '以下区域组织的一件申请覆盖其全部成员国/地区：',
  'country.hint.members': '{n} 个成员',
  'country.hint.ok': '我知道了',
  'country.hint.never': '不再提示',
  'country.hint.show': '查看分组说明',
  'country.categories': '本企业国家/地区分组',
  'country.categoriesDefault': '尚未保存自定义分组，当前显示默认分组（欧盟、非知、比荷卢）。',
  'country.addCategory': '新增分组',
  'country.categoryName': '分组名称',
  'country.members': '国家/地区',
  'country.save': '保存分组',
  'country.saved': '保存成功',
  'country.reset': '恢复',
  'country.noPermission': '没有编辑分组的权限',
  'country.delete': '删除',
};

export const countriesEn: Record<keyof typeof countriesZh, string> = {
  'country.placeholder': 'Choose countries, regions or regional offices',
  'country.hint.title': 'Country groups',
  'country.hint.intro': 'One filing with these regional offices covers all their members:',
  'country.hint.members': '{n} members',
  'country.hint.ok': 'Got it',
  'country.hint.never': 'Don’t show again',
  'country.hint.show': 'About country groups',
  'country.categories': 'Our country groupings',
  'country.categoriesDefault': 'No groupings saved yet; the default ones (EU, OAPI, Benelux) are shown.',
  'country.addCategory': 'Add grouping',
  'country.categoryName': 'Name',
  'country.members': 'Countries',
  'country.save': 'Save groupings',
  'country.saved': 'Saved',
  'country.reset': 'Revert',
  'country.noPermission': 'You may not edit the groupings',
  'country.delete': 'Delete',
};

export const { t, useT, translate } = moduleTexts(countriesZh, countriesEn);
