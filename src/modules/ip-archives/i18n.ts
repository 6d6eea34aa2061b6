// UI text of the copyright and patent archives' own pages: the record detail and the xlsx import dialog. Field
// labels come from the entity schemas.
import { moduleTexts } from '../../client/i18n';

export const ipZh = {
  'ip.detail.back': '返回列表',
  'ip.detail.basic': '基本信息',
  'ip.detail.custom': '自定义字段',
  'ip.detail.noCustom': '暂无自定义字段',
  'ip.detail.files': '文件',
  'ip.detail.noFiles': '暂无文件',
  'ip.detail.notFound': '记录不存在或已删除',
  'ip.detail.noId': '缺少记录编号（id）',
  'ip.detail.fees': '年费期限',
  'ip.detail.nextFee': '第 {year} 年度年费截止日 {date}',
  'ip.detail.daysLeft': '剩余 {days} 天',
  'ip.detail.overdue': '已逾期 {days} 天',
  'ip.detail.noNextFee': '当前没有待缴年费期限',
  'ip.detail.derivation': '推导过程',
  'ip.detail.expiry': '保护期届满日 {date}（{years} 年）',
  'ip.import.title': '导入{name}',
  'ip.import.hint': 'xlsx 表格，第 1 行为表头（与列表导出的列名一致，必填列：{required}），数据从第 2 行开始，一次最多 2000 行；文件类字段不导入。',
  'ip.import.pick': '选择 xlsx 文件',
  'ip.import.done': '共 {total} 行，导入 {created} 行',
  'ip.import.errors': '未导入的行',
  'ip.import.row': '第 {row} 行',
  'ip.import.close': '关闭',
};

export const ipEn: Record<keyof typeof ipZh, string> = {
  'ip.detail.back': 'Back to the list',
  'ip.detail.basic': 'Details',
  'ip.detail.custom': 'Custom fields',
  'ip.detail.noCustom': 'No custom fields',
  'ip.detail.files': 'Files',
  'ip.detail.noFiles': 'No files',
  'ip.detail.notFound': 'The record does not exist or was deleted',
  'ip.detail.noId': 'No record id given',
  'ip.detail.fees': 'Annual fees',
  'ip.detail.nextFee': 'Fee for year {year} due {date}',
  'ip.detail.daysLeft': '{days} days left',
  'ip.detail.overdue': '{days} days overdue',
  'ip.detail.noNextFee': 'No annual fee pending',
  'ip.detail.derivation': 'How it was derived',
  'ip.detail.expiry': 'Term ends {date} ({years} years)',
  'ip.import.title': 'Import {name}',
  'ip.import.hint': 'An xlsx sheet whose first row holds the headers (the list export\'s column names; required: {required}), data from row 2, at most 2000 rows; file fields are not imported.',
  'ip.import.pick': 'Choose an xlsx file',
  'ip.import.done': '{total} rows, {created} imported',
  'ip.import.errors': 'Rows not imported',
  'ip.import.row': 'Row {row}',
  'ip.import.close': 'Close',
};

export const { t, useT } = moduleTexts(ipZh, ipEn);
