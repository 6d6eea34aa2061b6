// The printable bill (账单 PDF): header, the bill's entries with their cases, payments and totals, in Chinese with
// WenQuanYi Micro Hei (fonts-wqy-microhei; .ci/run installs it). Without the font the route answers a clear 40000
// naming the missing file instead of a PDF of empty boxes.
import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { RouteHandler } from '../../../server/http/context';
import { fail } from '../../../server/http/errors';
import { billDetailOf } from './bills';

export const FONT_FILE = process.env.IPMS_PDF_FONT ?? '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc';
const STATUS: Record<string, string> = { billed: '已出账', partlyPaid: '部分付款', paid: '已付清', writtenOff: '已核销' };
const KIND: Record<string, string> = { officialFees: '官费', agencyFees: '代理费', sundryFees: '杂费' };
type Rec = Record<string, any>;

export function billPdf(detail: { bill: Rec; entries: Rec[]; payments: Rec[] }, font = FONT_FILE): Promise<Buffer> {
  if (!existsSync(font)) throw fail.validation(`无法生成 PDF：缺少中文字体文件 ${font}（请安装 fonts-wqy-microhei）`);
  const { bill, entries, payments } = detail;
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: `账单 ${bill.billNo}` } });
  doc.registerFont('zh', font, 'WenQuanYiMicroHei');
  doc.font('zh');
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.fontSize(18).text(`账单 ${bill.billNo}`, { align: 'center' }).moveDown(0.8);
  doc.fontSize(10);
  doc.text(`客户/申请人：${bill.clientName}`);
  doc.text(`账期：${bill.periodFrom} 至 ${bill.periodTo}    币种：${bill.currency}    状态：${STATUS[bill.status] ?? bill.status}`);
  doc.text(`账单金额：${bill.amount}    已付：${bill.paid}    未付：${bill.status === 'writtenOff' ? '0.00（已核销）' : bill.openAmount}`).moveDown(0.8);
  const cols = [48, 170, 300, 370, 440];
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    if (y > 760) doc.addPage();
    const top = doc.y;
    cells.forEach((c, i) => doc.fontSize(bold ? 10 : 9).text(c, cols[i], top, { width: (cols[i + 1] ?? 548) - cols[i] - 6, align: i === cells.length - 1 ? 'right' : 'left' }));
    doc.moveDown(0.3);
    doc.x = 48;
  };
  doc.fontSize(12).text('费用明细', 48).moveDown(0.3);
  row(['案件编号', '国家/地区', '费用类型', '记账日期', `金额（${bill.currency}）`], true);
  for (const e of entries) row([e.caseNo, e.country, KIND[e.feeKind] ?? e.feeKind, e.entryDate, e.amount]);
  row(['合计', '', '', '', bill.amount], true);
  doc.moveDown(0.8);
  doc.fontSize(12).text('付款记录', 48).moveDown(0.3);
  if (!payments.length) doc.fontSize(9).text('暂无付款', 48);
  else {
    row(['付款日期', '登记人', '备注', '', `金额（${bill.currency}）`], true);
    for (const p of payments) row([p.payDate, p.createdByName, p.remark ?? '', '', p.amount]);
  }
  doc.end();
  return done;
}

export const billPdfRoute: RouteHandler = async (ctx) => {
  const detail = await ctx.scoped((tx) => billDetailOf(tx, Number(ctx.params.id)));
  const body = await billPdf(detail);
  return { content: { body, type: 'application/pdf', size: body.length, attachmentName: `账单-${detail.bill.billNo}.pdf` } };
};
