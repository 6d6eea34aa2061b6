// /open/class45 (public, no sign-in): class 45 with its similar-goods groups and items for the /try45 page.
// Read in the default tenant (the installation's first) like a signed-in call of that tenant, from the edition
// the classification uses there; with nothing loaded the answer is the class heading without groups
// (edition null), which the page says plainly. Rate-limited per client address (public and unauthenticated),
// and the tree of an edition is kept for a minute (it only changes when an edition is imported or switched).
import type { Handler } from '../../../server/http/context';
import { fail } from '../../../server/http/errors';
import { scopeToTenant } from '../../../server/db/tenant';
import { NICE_CLASSES, classTree, resolveEdition } from '../../classification/server';

/** Calls per address per window; a visitor reloading the page never gets near it, a scraper loop does. */
export const CLASS45_LIMIT = { calls: 30, windowMs: 60_000 };
const hits = new Map<string, { start: number; n: number }>();

export function takeCall(ip: string, now = Date.now()): number | null {
  if (hits.size > 10_000) for (const [k, v] of hits) if (now - v.start >= CLASS45_LIMIT.windowMs) hits.delete(k);
  const h = hits.get(ip);
  if (!h || now - h.start >= CLASS45_LIMIT.windowMs) {
    hits.set(ip, { start: now, n: 1 });
    return null;
  }
  if (h.n >= CLASS45_LIMIT.calls) return Math.max(1, Math.ceil((h.start + CLASS45_LIMIT.windowMs - now) / 1000));
  h.n += 1;
  return null;
}

/** Forgets every address (tests). */
export function resetClass45Limit() {
  hits.clear();
}

const cache = new Map<string, { at: number; groups: Array<{ code: string; name: string; items: Array<{ code: string; name: string }> }>; heading: string | null }>();

export const class45: Handler<'open.class45'> = async (ctx) => {
  const wait = takeCall(ctx.ip);
  if (wait !== null) throw fail.tooMany(`请求过于频繁，请${wait}秒后再试`, wait);
  const tenant = (await ctx.db.query<{ id: number }>('select id from tenants order by id limit 1')).rows[0];
  if (tenant) await scopeToTenant(ctx.db, tenant.id);
  const edition = await resolveEdition(ctx.db);
  const c = NICE_CLASSES[44];
  const base = { classNo: 45 as const, name: c.zh, nameEn: c.en };
  if (!edition) return { ...base, edition: null, heading: null, groups: [], itemCount: 0 };
  const key = `${edition.edition}@${edition.importedAt}`;
  let hit = cache.get(key);
  if (!hit || Date.now() - hit.at > 60_000) {
    const [node] = await classTree(ctx.db, edition, { withItems: true, classNos: [45] });
    const groups = (node?.cgList ?? []).map((g) => ({ code: g.cgNum, name: g.cgName, items: (g.cgList ?? []).map((i) => ({ code: i.cgNum, name: i.cgName })) }));
    hit = { at: Date.now(), groups, heading: node?.heading ?? null };
    cache.clear();
    cache.set(key, hit);
  }
  return { ...base, edition, heading: hit.heading, groups: hit.groups, itemCount: hit.groups.reduce((n, g) => n + g.items.length, 0) };
};
