// A review document as the loader and the demo generator hand it to the store (articles are parsed from the legal
// basis on insert).
export interface ReviewDocInput {
  docNo: string;
  docKind: string | null;
  caseType: string;
  decisionDate: string | null;
  tmName: string;
  markNo: string | null;
  /** Class codes "01".."45". */
  tmCls: string[];
  applicant: string | null;
  respondent: string | null;
  result: string | null;
  legalBasis: string | null;
  fullText: string;
}
