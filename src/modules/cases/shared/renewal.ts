// Renewal (续展, Trademark Law art. 40): a registration may be renewed in the 12 months before it expires, or in
// the 6 months after with the late fee (续展注册迟延费). Fees of the CNIPA schedule (in fen), paper and electronic
// filing: renewal 500/450 yuan per class, late fee 250/225 yuan per class.
import { addMonths } from './dates';

export type RenewalPhase = 'tooEarly' | 'window' | 'grace' | 'expired';
export type DeliveryWay = '电子' | '纸质';

export const RENEWAL_FEE: Record<DeliveryWay, { renewal: number; late: number }> = {
  纸质: { renewal: 50000, late: 25000 },
  电子: { renewal: 45000, late: 22500 },
};

export interface RenewalWindow {
  phase: RenewalPhase;
  /** First day a renewal may be filed (12 months before the end date). */
  opens: string;
  /** The registration's end date: after it, the late fee applies. */
  endDate: string;
  /** Last day of the grace period (6 months after the end date). */
  graceEnds: string;
  /** Official fee of this mark (one class) in fen; null when it cannot be filed today. */
  feeFen: number | null;
  surcharge: boolean;
}

export function renewalWindow(endDate: string, today: string, way: DeliveryWay = '纸质'): RenewalWindow {
  const opens = addMonths(endDate, -12);
  const graceEnds = addMonths(endDate, 6);
  const phase: RenewalPhase = today < opens ? 'tooEarly' : today <= endDate ? 'window' : today <= graceEnds ? 'grace' : 'expired';
  const fee = RENEWAL_FEE[way];
  const feeFen = phase === 'window' ? fee.renewal : phase === 'grace' ? fee.renewal + fee.late : null;
  return { phase, opens, endDate, graceEnds, feeFen, surcharge: phase === 'grace' };
}
