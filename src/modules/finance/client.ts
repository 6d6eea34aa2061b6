// Finance, client entry: /brand/financeAll (the entry and bill schema lists with totals per currency),
// /brand/finance-detail (a bill with its cases, payments and invoices) and the 生成账单 dialog of the entry list.
// The fee configuration (/system/feeConfig, /system/currencyRates) is schema screens on the platform's list page.
import type { ClientModule } from '../../client/modules';

// Fee standards for other modules' pages (the case-form designer picks them and previews a form's fees).
export { computePickedFees, pickKey, type FeePick, type FeeStandard } from './shared/feeCalc';

export const financeClient: ClientModule = {
  name: 'finance',
  pages: {
    financeAll: () => import('./client/FinanceAllPage'),
    financeDetail: () => import('./client/FinanceDetailPage'),
  },
  widgets: { financeCreateBill: () => import('./client/CreateBillDialog') },
};
