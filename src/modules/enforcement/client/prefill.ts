// What a new litigation of a lead starts with (/proceed/createdCase?leadId=): the lead, its shop as defendant,
// its right, its handler, the cause of action by the kind of right. Pure, so the page stays a view.

import { causeOfRight } from '../shared/causes';

export interface LeadFacts { id: number; shop?: string | null; rightType?: string | null; rightKind?: string | null; rightLabel?: string | null; handler?: unknown }

export function litigationFromLead(lead: LeadFacts): Record<string, unknown> {
  return {
    leadId: lead.id,
    cause: causeOfRight(lead.rightType, lead.rightKind),
    ourRole: 'plaintiff',
    status: 'ongoing',
    defendant: lead.shop ?? null,
    rightLabel: lead.rightLabel ?? null,
    handler: Array.isArray(lead.handler) && lead.handler.length ? lead.handler : null,
  };
}

/** A lead's id from the query string, or null. */
export function leadIdOf(search: string): number | null {
  const n = Number(new URLSearchParams(search).get('leadId'));
  return Number.isInteger(n) && n > 0 ? n : null;
}

/** The detail page of an archive record a lead or litigation names (right_kind + right_id). */
export const RIGHT_DETAIL: Record<string, string> = {
  trademark: '/brand/detail',
  work: '/copyRight/detailOrdinary',
  software: '/copyRight/detailSoftware',
  patent: '/patent/archives/detail',
};

export function rightLink(kind: string | null | undefined, id: number | null | undefined): string | null {
  const path = RIGHT_DETAIL[kind ?? ''];
  return path && id ? `${path}?id=${id}` : null;
}
