// The cause of action (案由) a litigation of a lead starts with, by the kind of right infringed: one list for the
// server (转为诉讼) and the creation page's prefill.
const CAUSE: Record<string, string> = { trademark: '侵害商标权纠纷', copyright: '侵害著作权纠纷', patent: '侵害专利权纠纷' };

export function causeOfRight(rightType: string | null | undefined, rightKind: string | null | undefined): string {
  if (rightKind === 'software') return '侵害计算机软件著作权纠纷';
  return CAUSE[rightType ?? ''] ?? '侵权纠纷';
}
