// UI text of the rights-enforcement pages of their own (the litigation detail page). Field labels come from the
// entity schemas.
import { moduleTexts } from '../../client/i18n';

export const enforcementZh = {
  'enf.detail.back': '返回列表',
  'enf.detail.edit': '编辑',
  'enf.detail.basic': '案件信息',
  'enf.detail.noCaseNo': '（暂无案号）',
  'enf.detail.lead': '来源线索',
  'enf.detail.right': '涉案权利',
  'enf.detail.stages': '阶段与期限',
  'enf.detail.addStage': '新增阶段',
  'enf.detail.allStages': '在列表中查看',
  'enf.detail.costs': '诉讼费用（已记入财务费用明细）',
  'enf.detail.addCost': '新增费用',
  'enf.detail.allCosts': '管理费用',
  'enf.detail.finance': '财务费用明细',
  'enf.detail.documents': '诉讼文书',
  'enf.detail.noDocuments': '暂无文书',
  'enf.detail.notFound': '诉讼不存在或已删除',
  'enf.detail.noId': '缺少诉讼编号（id）',
  'enf.detail.none': '暂无',
};

export const enforcementEn: Record<keyof typeof enforcementZh, string> = {
  'enf.detail.back': 'Back to the list',
  'enf.detail.edit': 'Edit',
  'enf.detail.basic': 'Case',
  'enf.detail.noCaseNo': '(no case number yet)',
  'enf.detail.lead': 'From lead',
  'enf.detail.right': 'Right',
  'enf.detail.stages': 'Stages and deadlines',
  'enf.detail.addStage': 'Add stage',
  'enf.detail.allStages': 'Open in the list',
  'enf.detail.costs': 'Costs (recorded in the finance entries)',
  'enf.detail.addCost': 'Add cost',
  'enf.detail.allCosts': 'Manage costs',
  'enf.detail.finance': 'Finance entries',
  'enf.detail.documents': 'Documents',
  'enf.detail.noDocuments': 'No documents',
  'enf.detail.notFound': 'The litigation does not exist or was deleted',
  'enf.detail.noId': 'No litigation id given',
  'enf.detail.none': 'None',
};

export const { t, useT } = moduleTexts(enforcementZh, enforcementEn);
