// Finance, server entry: the fee configuration (收费标准 and currency rates, schema screens with generic calls), the
// case form's 按收费标准计算费用, finance entries from submitted cases (through the cases module's onCaseSubmitted),
// bills per client and currency with payments, invoices, write-off, totals per currency on a filter, the bill PDF
// and the demo data.
import { defineServerModule } from '../../server/modules';
import { onCaseSubmitted } from '../cases/server';
import * as bills from './server/bills';
import * as fees from './server/fees';
import { billPdfRoute } from './server/pdf';
import { seedFinance } from './server/seed';
import { billTotals, entryTotals } from './server/totals';

onCaseSubmitted(fees.recordCaseFees);

// Fee standards for other modules (the case-form designer computes a designed case's fees from them).
export { loadStandards } from './server/fees';
export { DEMO_STANDARDS } from './server/seed';
export { todayInChina } from './shared/dates';
export { computePickedFees, PickedCurrencyError, type FeeKind, type FeeLine, type FeePick, type FeeStandard, type Money } from './shared/feeCalc';

export const financeServer = defineServerModule({
  name: 'finance',
  handlers: {
    'finance.computeCaseFees': fees.computeCaseFees,
    'finance.entryTotals': async (ctx, body) => entryTotals(ctx.db, body),
    'finance.billTotals': async (ctx, body) => billTotals(ctx.db, body),
    'finance.createBill': bills.createBill,
    'finance.billDetail': bills.billDetail,
    'finance.addPayment': bills.addPayment,
    'finance.addInvoice': bills.addInvoice,
    'finance.writeOff': bills.writeOff,
    'finance.removeBill': bills.removeBill,
  },
  routeHandlers: { 'finance.billPdf': billPdfRoute },
  seedDemo: seedFinance,
});
