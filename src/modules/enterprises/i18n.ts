// UI text of the enterprise detail page (/system/companyList/detail).
import { moduleTexts } from '../../client/i18n';

export const enterprisesZh = {
  'enterprise.detail.title': '企业详情',
  'enterprise.detail.back': '返回企业列表',
  'enterprise.detail.noId': '缺少企业编号',
  'enterprise.detail.notFound': '企业不存在或已删除',
  'enterprise.detail.basic': '基本信息',
  'enterprise.detail.marks': '名下商标',
  'enterprise.detail.cases': '相关案件',
  'enterprise.detail.documents': '相关官文',
  'enterprise.detail.count': '共 {n} 件',
  'enterprise.detail.all': '查看全部',
  'enterprise.detail.none': '暂无记录',
  'enterprise.detail.latest': '最近 {n} 条',
  'enterprise.detail.tmName': '商标名称',
  'enterprise.detail.regNo': '注册号',
  'enterprise.detail.tmCl': '类别',
  'enterprise.detail.tmStatus': '状态',
  'enterprise.detail.caseNo': '案件编号',
  'enterprise.detail.caseType': '案件类型',
  'enterprise.detail.caseStatus': '案件状态',
  'enterprise.detail.typeName': '官文类型',
  'enterprise.detail.appNo': '申请号',
  'enterprise.detail.deadline': '期限',
} as const;

export const enterprisesEn: Record<keyof typeof enterprisesZh, string> = {
  'enterprise.detail.title': 'Enterprise detail',
  'enterprise.detail.back': 'Back to enterprises',
  'enterprise.detail.noId': 'No enterprise id',
  'enterprise.detail.notFound': 'The enterprise does not exist or was deleted',
  'enterprise.detail.basic': 'Basic information',
  'enterprise.detail.marks': 'Marks',
  'enterprise.detail.cases': 'Cases',
  'enterprise.detail.documents': 'Official documents',
  'enterprise.detail.count': '{n} in all',
  'enterprise.detail.all': 'View all',
  'enterprise.detail.none': 'None',
  'enterprise.detail.latest': 'Latest {n}',
  'enterprise.detail.tmName': 'Mark',
  'enterprise.detail.regNo': 'Reg. no.',
  'enterprise.detail.tmCl': 'Class',
  'enterprise.detail.tmStatus': 'Status',
  'enterprise.detail.caseNo': 'Case no.',
  'enterprise.detail.caseType': 'Case type',
  'enterprise.detail.caseStatus': 'Status',
  'enterprise.detail.typeName': 'Document type',
  'enterprise.detail.appNo': 'App. no.',
  'enterprise.detail.deadline': 'Deadline',
};

export const { t, useT } = moduleTexts(enterprisesZh, enterprisesEn);
