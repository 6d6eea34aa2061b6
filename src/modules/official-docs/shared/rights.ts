// The right types official documents belong to (issue 12): trademarks (/brand/filesAll, /brand/batchUpload, CNIPA
// documents) and copyrights (/copyRight/officeFile, /copyRight/analysis, documents of the copyright registration
// authority). One pipeline — upload, recognition, deadlines, list, dialog — serves both; what differs per right is
// here (server and client read it): its document catalogue, how recognition reads its documents, and the archive
// record a confirmed document writes to.

export const RIGHT_TYPES = ['trademark', 'copyright'] as const;
export type RightType = (typeof RIGHT_TYPES)[number];

export const isRightType = (v: unknown): v is RightType => typeof v === 'string' && (RIGHT_TYPES as readonly string[]).includes(v);

/** How recognition reads a right's documents (shared/recognize.ts); every pattern's group 1 is the value. */
export interface RightReading {
  /** Application, registration or serial number. */
  number: RegExp;
  /** The applicant or owner. */
  party: RegExp;
  /** The issue date (发文日), or the date a certificate bears: groups 1-3 are year, month, day. */
  date: RegExp;
  /** The title of the work or software the document is about (copyrights). */
  title?: RegExp;
  /** A number as the file-name convention "type_number_country" gives it. */
  fileNameNumber: RegExp;
}

const DATE = String.raw`\s*[：:]?\s*(\d{4})\s*[年\-/.]\s*(\d{1,2})\s*[月\-/.]\s*(\d{1,2})`;

export const RIGHT_READING: Record<RightType, RightReading> = {
  trademark: {
    number: /(?:申请号|注册号|申请\/注册号|商标注册号)\s*[：:]?\s*([0-9A-Z]{5,13})/,
    party: /申请人(?:名称)?\s*[：:]\s*([^\n]{2,100})/,
    date: new RegExp(`发文日期?${DATE}`),
    fileNameNumber: /^[0-9A-Za-z]{3,20}$/,
  },
  copyright: {
    // 2026SR0123456 (software), 国作登字-2026-F-00012345 (works), serial numbers such as 2026R11L0123456.
    number: /(?:登记号|证书号|流水号)\s*[：:]?\s*(国作登字\s*[-－—–]\s*\d{4}\s*[-－—–]\s*[A-Z]\s*[-－—–]\s*\d{6,10}|[0-9A-Z]{6,20})/,
    party: /著作权人(?:（[^）\n]{0,10}）|\([^)\n]{0,10}\))?\s*[：:]\s*([^\n]{2,100})/,
    date: new RegExp(`(?:发文日期?|登记日期|发证日期)${DATE}`),
    title: /(?:软件全称|软件名称|作品名称)\s*[：:]\s*([^\n]{1,100})/,
    fileNameNumber: /^[0-9A-Za-z\u4e00-\u9fff-]{3,30}$/,
  },
};
