// What the notify module ships: the events of the message settings, the global configuration keys with their
// types and defaults, the built-in dictionary items, and the check of a configuration value by its type. Pure
// data and functions, used by the server (defaults, checks) and the client (labels).

export const EVENT_TYPES = ['deadlineDue', 'approvalWaiting', 'documentReceived', 'monitoringHit', 'qualificationExpiring'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** Default message settings of a tenant: [event, workbench, email, days before, note]. */
export const DEFAULT_SETTINGS: Array<[EventType, boolean, boolean, number | null, string]> = [
  // 30 days: official deadlines are reminded 30, 15, 7, 3 and 1 days ahead and on the day unless an administrator
  // shortens it (a missed 30-day reminder can cost a client's mark).
  ['deadlineDue', true, true, 30, '官文期限与日期字段的期限提醒按此行通知负责人，提前天数起提醒；期限摘要邮件也按此行：关闭邮件则不发摘要'],
  ['approvalWaiting', true, false, null, '需求等待审批时通知审批人，审批结果通知提出人'],
  ['documentReceived', true, false, null, '收到新官文时通知上传人与期限负责人'],
  ['monitoringHit', true, false, null, '商标监控发现近似商标时通知监控项的创建人'],
  ['qualificationExpiring', true, false, 30, '资质到期前通知'],
];

export type ConfigType = 'text' | 'integer' | 'hour' | 'weekday' | 'boolean';
export interface ConfigKey { key: string; label: string; type: ConfigType; value: string; description: string }

/** The configuration keys every tenant has (values edited under 系统设置 / 全局配置). */
export const CONFIG_KEYS: ConfigKey[] = [
  { key: 'systemName', label: '系统名称', type: 'text', value: 'IPMS 知识产权管理系统', description: '期限摘要邮件与日历订阅的标题' },
  { key: 'digestHour', label: '摘要发送时刻', type: 'hour', value: '8', description: '每日与每周期限摘要的发送时刻（北京时间，0-23 点）' },
  { key: 'digestWeekday', label: '每周摘要发送日', type: 'weekday', value: '1', description: '每周摘要在星期几发送（1 为星期一，7 为星期日）' },
  { key: 'codeTtlMinutes', label: '验证码有效期（分钟）', type: 'integer', value: '10', description: '修改手机号、邮箱时验证码的有效分钟数（1-60）' },
];

/** Why value is not a valid value of the type, or null. */
export function configValueProblem(type: ConfigType, value: string, key?: string): string | null {
  const int = /^(0|[1-9][0-9]{0,8})$/.test(value) ? Number(value) : NaN;
  if (type === 'text') return value.trim() ? null : '不能为空';
  if (type === 'boolean') return value === 'true' || value === 'false' ? null : '只能是 true 或 false';
  if (type === 'hour') return int >= 0 && int <= 23 ? null : '必须是 0 到 23 的整数';
  if (type === 'weekday') return int >= 1 && int <= 7 ? null : '必须是 1 到 7 的整数（1 为星期一）';
  if (Number.isNaN(int)) return '必须是非负整数';
  if (key === 'codeTtlMinutes' && (int < 1 || int > 60)) return '必须在 1 到 60 之间';
  return null;
}

/** Built-in dictionary items: [dict code, value, zh, en]. CASE_OFR_OSF: the kinds of a case's fees (官费、服务费). */
export const DICT_ITEMS: Array<[string, string, string, string]> = [
  ['CASE_OFR_OSF', 'OFR', '官费', 'Official fee'],
  ['CASE_OFR_OSF', 'OSF', '服务费', 'Service fee'],
  ['CASE_OFR_OSF', 'OTH', '其他费用', 'Other fee'],
  ['DIGEST_FREQUENCY', 'off', '不订阅', 'Off'],
  ['DIGEST_FREQUENCY', 'daily', '每日', 'Daily'],
  ['DIGEST_FREQUENCY', 'weekly', '每周', 'Weekly'],
];

/** The avatar text of a name without an image: its last two characters (one for a one-character name). */
export function avatarText(name: string): string {
  const chars = [...name.trim()];
  return chars.slice(-2).join('') || '?';
}
