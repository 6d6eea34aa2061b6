// The JSON body parser of every call: Fastify's own (prototype-poisoning checks included), after a depth
// check on the raw text. A few kilobytes of brackets nest thousands of levels deep, and the validators and
// handlers walk bodies recursively: past this depth a body is refused (40000) before anything walks it.
import type { FastifyInstance } from 'fastify';
import { fail } from './errors';

/** Deepest nesting of objects and arrays a body may have (the deepest real body, a brand map of 8 levels, needs about 20). */
export const MAX_JSON_DEPTH = 64;
export const TOO_DEEP_MESSAGE = `请求体嵌套层级过深（最多 ${MAX_JSON_DEPTH} 层）`;

/** Whether the JSON text nests objects/arrays deeper than `limit` (brackets inside strings do not count). */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

export function registerJsonBodyParser(app: FastifyInstance) {
  const { onProtoPoisoning, onConstructorPoisoning } = app.initialConfig;
  const parse = app.getDefaultJsonParser(onProtoPoisoning ?? 'error', onConstructorPoisoning ?? 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (nestsDeeperThan(body as string, MAX_JSON_DEPTH)) return done(fail.validation(TOO_DEEP_MESSAGE), undefined);
    return parse(req, body as string, done);
  });
}
