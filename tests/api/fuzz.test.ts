// Schema-driven fuzz (issue 20): every call of the catalogue, signed in as the demo administrator, gets bad
// bodies derived from its request schema (tests/api/fuzz/schema-bodies.ts). None may answer 500, none that is
// invalid by construction may be accepted, and each refusal must name the field. Seeded: FUZZ_SEED=<n>
// reproduces a run, FUZZ_MUTANTS=<n> sets how many field mutants each call gets (the body-level ones always run).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls, type CallMeta } from '../../src/generated/catalogue';
import openapi from '../../src/generated/openapi.json';
import * as validators from '../../src/generated/validators.js';
import { TOO_DEEP_MESSAGE } from '../../src/server/http/json-body';
import { hashSeed, seeded } from './fuzz/random';
import { SchemaBodies, type Mutant } from './fuzz/schema-bodies';
import { startTestApp, type TestApp } from './harness';

const SEED = Number(process.env.FUZZ_SEED ?? 20260520);
const PER_CALL = Number(process.env.FUZZ_MUTANTS ?? 40);

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('admin', 'Admin@2026');
});
afterAll(async () => {
  await t?.close();
});

const bodies = new SchemaBodies(openapi.components.schemas as Record<string, Record<string, unknown>>);
type Validator = ((data: unknown) => boolean) & { errors?: unknown[] };

function requestSchemaOf(call: CallMeta): Record<string, unknown> {
  const op = (openapi.paths as Record<string, any>)[call.path]?.post;
  const schema = op?.requestBody?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`openapi.json has no request schema for ${call.path}`);
  return schema;
}

// Calls that end the session go last, so a body that slipped through cannot hide the findings of the others.
const ENDS_SESSION = new Set(['auth.logout', 'auth.changePassword']);
const ordered = [...allCalls].sort((a, b) => Number(ENDS_SESSION.has(a.handler)) - Number(ENDS_SESSION.has(b.handler)));

const preview = (raw: string) => (raw.length > 160 ? `${raw.slice(0, 160)}…(${raw.length} chars)` : raw);
const names = (message: string, mention: string) => (mention === 'TOO_DEEP' ? message === TOO_DEEP_MESSAGE : message.includes(mention));

describe(`fuzz every call (seed ${SEED})`, () => {
  it('never answers 500, never accepts an invalid body, and names the field it refuses', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const call of ordered) {
      const { base, mutants } = bodies.mutants(requestSchemaOf(call));
      // The mutants break one spot of a valid body: the base must be valid or a refusal proves nothing.
      const validate = (validators as unknown as Record<string, Validator>)[call.validator.request];
      if (!validate(structuredClone(base))) failures.push(`${call.path}: the fuzzer's base body ${JSON.stringify(base)} is not valid: ${JSON.stringify(validate.errors?.[0])}`);
      const random = seeded(hashSeed(call.path, SEED));
      const chosen: Mutant[] = [...mutants.filter((m) => m.path === ''), ...random.sample(mutants.filter((m) => m.path !== ''), PER_CALL)];
      for (const m of chosen) {
        const r = await t.call(call.path, undefined, { token: admin, raw: m.raw });
        sent++;
        const where = `${call.path} [${m.kind} at ${m.path || 'the body'}] ${preview(m.raw)}`;
        if (r.status >= 500 || r.subCode === 50000) failures.push(`${where}: ${r.status} ${r.subCode} ${r.subMessage}`);
        else if (r.subCode === 40100) {
          failures.push(`${where}: ended the session (${r.subMessage})`);
          admin = await t.tokenFor('admin', 'Admin@2026');
        } else if (m.invalid) {
          if (r.subCode === 10000) failures.push(`${where}: accepted`);
          else if (r.subCode !== 40000 && r.subCode !== 41300) failures.push(`${where}: answered ${r.subCode} ${r.subMessage}, not 40000`);
          else if (r.subCode === 40000 && !names(r.subMessage, m.mention)) failures.push(`${where}: the refusal does not name ${m.mention}: ${r.subMessage}`);
        }
      }
    }
    expect(sent).toBeGreaterThan(allCalls.length * 10);
    expect(failures, `FUZZ_SEED=${SEED}: ${failures.length} findings in ${sent} bodies`).toEqual([]);
  }, 180_000);
});
