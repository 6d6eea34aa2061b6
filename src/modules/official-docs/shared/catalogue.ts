// The document-type catalogue the product ships (../shared/data/official-documents.md, from the Trademark Law 2019
// and its Implementing Regulations 2014). Loaded into each tenant's editable tables (migration 020 + onStart/seed);
// administrators add dated rule versions there without code. The copyright catalogue follows the trademark one.
//
// Period rules: "" = no response period; one value ("30d", "2m") = a period counted from the issue (publication)
// date itself; two comma-separated values ("15d,30d") apply successively: the first is the deemed service period
// (electronic: issue + it; paper: the receipt date when known, else issue + it), the second the response period
// from service. Units: d days, m months, y years.
import type { RightType } from './rights';

export interface CatalogueType {
  code: string;
  name: string;
  /** Spec 5 form category: 1 registration certificates, 2 renewal, 3 change, 4 transfer, 5 decisions; 0 other. */
  category: number;
  response: string;
  electronicRule: string;
  paperRule: string;
  legalBasis: string;
}

/** The date the shipped versions take effect from (the 2014 Implementing Regulations). */
export const SHIPPED_EFFECTIVE_FROM = '2014-05-01';
export const SHIPPED_SOURCE = '商标法（2019）、商标法实施条例（2014）';

const s = (days: number) => `15d,${days}d`;

export const shippedCatalogue: readonly CatalogueType[] = [
  { code: 'acceptance', name: '受理通知书', category: 0, response: '无需答复（记录申请号与申请日）', electronicRule: '', paperRule: '', legalBasis: '' },
  { code: 'nonAcceptance', name: '不予受理通知书', category: 0, response: '无需答复；可重新提交申请', electronicRule: '', paperRule: '', legalBasis: '' },
  { code: 'correction', name: '补正通知书', category: 0, response: '补正并交回', electronicRule: s(30), paperRule: s(30), legalBasis: '商标法实施条例第十八条' },
  { code: 'examinationOpinion', name: '审查意见书', category: 0, response: '说明或修正', electronicRule: s(15), paperRule: s(15), legalBasis: '商标法第二十九条；商标法实施条例第二十三条' },
  { code: 'rejection', name: '驳回通知书', category: 0, response: '驳回复审', electronicRule: s(15), paperRule: s(15), legalBasis: '商标法第三十四条' },
  { code: 'partialRejection', name: '部分驳回通知书', category: 0, response: '复审和/或分割', electronicRule: s(15), paperRule: s(15), legalBasis: '商标法第三十四条；商标法实施条例第二十一条、第二十二条' },
  { code: 'oppositionReply', name: '商标异议答辩通知书', category: 5, response: '答辩（声明后 3 个月内可补充证据）', electronicRule: s(30), paperRule: s(30), legalBasis: '商标法实施条例第二十七条' },
  { code: 'nonRegistration', name: '不予注册决定书', category: 5, response: '不予注册复审', electronicRule: s(15), paperRule: s(15), legalBasis: '商标法第三十五条' },
  { code: 'registrationApproval', name: '准予注册决定书', category: 5, response: '无需答复（异议人可请求宣告无效）', electronicRule: '', paperRule: '', legalBasis: '商标法第三十五条' },
  { code: 'registrationCertificate', name: '商标注册证', category: 1, response: '无需答复；有效期 10 年，期满前 12 个月可续展，宽展期 6 个月', electronicRule: '', paperRule: '', legalBasis: '商标法第三十九条、第四十条' },
  { code: 'renewalCertificate', name: '核准续展注册证明', category: 2, response: '无需答复；下次期满 = 原期满日 + 10 年', electronicRule: '', paperRule: '', legalBasis: '商标法第四十条' },
  { code: 'changeCertificate', name: '核准变更证明', category: 3, response: '无需答复', electronicRule: '', paperRule: '', legalBasis: '商标法第四十一条' },
  { code: 'transferCertificate', name: '核准转让证明', category: 4, response: '无需答复', electronicRule: '', paperRule: '', legalBasis: '商标法第四十二条' },
  { code: 'licenseRecordal', name: '许可备案通知书', category: 0, response: '无需答复', electronicRule: '', paperRule: '', legalBasis: '商标法第四十三条' },
  { code: 'useEvidence', name: '提供注册商标使用证据通知书', category: 0, response: '提交使用证据或正当理由（撤三）', electronicRule: '15d,2m', paperRule: '15d,2m', legalBasis: '商标法实施条例第六十六条；商标法第四十九条' },
  { code: 'revocationDecision', name: '撤销注册商标决定书', category: 5, response: '撤销复审', electronicRule: s(15), paperRule: s(15), legalBasis: '商标法第五十四条' },
  { code: 'nonRevocationDecision', name: '不予撤销注册商标决定书', category: 5, response: '撤销复审', electronicRule: s(15), paperRule: s(15), legalBasis: '商标法第五十四条' },
  { code: 'invalidationDecision', name: '宣告注册商标无效决定书', category: 5, response: '复审', electronicRule: s(15), paperRule: s(15), legalBasis: '商标法第四十四条' },
  { code: 'reviewReply', name: '评审答辩通知书', category: 5, response: '答辩（3 个月内可补充证据）', electronicRule: s(30), paperRule: s(30), legalBasis: '商标法实施条例第五十九条、第六十条' },
  { code: 'reviewCorrection', name: '评审补正通知书', category: 0, response: '补正', electronicRule: s(30), paperRule: s(30), legalBasis: '商标法实施条例第五十七条' },
  { code: 'rejectionReviewDecision', name: '驳回复审决定书', category: 5, response: '向法院起诉', electronicRule: s(30), paperRule: s(30), legalBasis: '商标法第三十四条' },
  { code: 'nonRegistrationReviewDecision', name: '不予注册复审决定书', category: 5, response: '向法院起诉', electronicRule: s(30), paperRule: s(30), legalBasis: '商标法第三十五条' },
  { code: 'invalidationRuling', name: '无效宣告裁定书', category: 5, response: '向法院起诉', electronicRule: s(30), paperRule: s(30), legalBasis: '商标法第四十四条、第四十五条' },
  { code: 'revocationReviewDecision', name: '撤销复审决定书', category: 5, response: '向法院起诉', electronicRule: s(30), paperRule: s(30), legalBasis: '商标法第五十四条' },
  { code: 'preliminaryAnnouncement', name: '初步审定公告', category: 0, response: '他人可提出异议（公告事件，非官文）', electronicRule: '3m', paperRule: '3m', legalBasis: '商标法第三十三条' },
];

// ---- copyrights ------------------------------------------------------------------------------------------------
// The documents of copyright registration (计算机软件著作权登记办法 2002, 作品自愿登记试行办法 1994). Categories as
// the trademark form rules of spec 5 read them for a copyright record: 1 registration certificates (registration
// number and date), 3 change and 4 transfer certificates (the owner). Only the correction notices set a period:
// 30 days (软件登记办法第二十二条: 逾期未补正的，视为撤回申请). The regulation does not say from which day, so it is
// counted from the issue date (the earliest reading: a deadline is never later than the authority's); the works'
// measures name no period, so the software one applies until an administrator enters another version.

export const COPYRIGHT_EFFECTIVE_FROM = '2002-02-20';
export const COPYRIGHT_SOURCE = '计算机软件著作权登记办法（2002）、作品自愿登记试行办法（1994）';
const SOFTWARE = '计算机软件著作权登记办法';
const WORKS = '作品自愿登记试行办法';

export const shippedCopyrightCatalogue: readonly CatalogueType[] = [
  { code: 'crAcceptance', name: '著作权登记受理通知书', category: 0, response: '无需答复（记录流水号）；软件登记自受理日起 60 日内审查完成', electronicRule: '', paperRule: '', legalBasis: `${SOFTWARE}第二十条` },
  { code: 'crSoftwareCorrection', name: '软件著作权登记补正通知书', category: 0, response: '30 日内补正；逾期未补正视为撤回申请', electronicRule: '30d', paperRule: '30d', legalBasis: `${SOFTWARE}第二十二条` },
  { code: 'crWorkCorrection', name: '作品登记补正通知书', category: 0, response: '按通知补正（试行办法未定期限，按 30 日计；以通知书载明的期限为准）', electronicRule: '30d', paperRule: '30d', legalBasis: `${WORKS}；参照${SOFTWARE}第二十二条` },
  { code: 'crNonRegistration', name: '不予登记通知书', category: 0, response: '无需答复；不服的可依法申请行政复议或提起行政诉讼', electronicRule: '', paperRule: '', legalBasis: `${SOFTWARE}第二十一条` },
  { code: 'crSoftwareCertificate', name: '计算机软件著作权登记证书', category: 1, response: '无需答复（记录登记号与登记日期）', electronicRule: '', paperRule: '', legalBasis: `${SOFTWARE}第二十条` },
  { code: 'crWorkCertificate', name: '作品登记证书', category: 1, response: '无需答复（记录登记号与登记日期）', electronicRule: '', paperRule: '', legalBasis: WORKS },
  { code: 'crChangeCertificate', name: '著作权变更或补充登记证明', category: 3, response: '无需答复（记录变更后的著作权人）', electronicRule: '', paperRule: '', legalBasis: SOFTWARE },
  { code: 'crContractCertificate', name: '软件著作权转让或专有许可合同登记证书', category: 4, response: '无需答复（转让：记录受让的著作权人）', electronicRule: '', paperRule: '', legalBasis: SOFTWARE },
];

/** The catalogue the product ships for each right type, and the date and source of its rule versions. */
export const shippedCatalogues: Record<RightType, { types: readonly CatalogueType[]; effectiveFrom: string; source: string }> = {
  trademark: { types: shippedCatalogue, effectiveFrom: SHIPPED_EFFECTIVE_FROM, source: SHIPPED_SOURCE },
  copyright: { types: shippedCopyrightCatalogue, effectiveFrom: COPYRIGHT_EFFECTIVE_FROM, source: COPYRIGHT_SOURCE },
};
