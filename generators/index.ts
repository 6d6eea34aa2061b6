// npm run generate: schemas/ -> src/generated/. With --check, compares instead of writing and fails when the
// committed generated code differs from what the schemas produce. With --build-outputs, writes only the build
// outputs (npm install runs it as postinstall).
import { mkdirSync, readFileSync, readdirSync, writeFileSync, existsSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { checkRegistry } from './check';
import { emitCatalogue, emitClient, emitClientCalls } from './emit-catalogue';
import { emitModules } from './custom-field-types';
import { emitFieldKinds } from './field-kinds';
import { emitDicts } from './emit-dicts';
import { emitListSpecs, emitScreens } from './emit-screens';
import { emitOpenApi } from './emit-openapi';
import { emitRoutes } from './emit-routes';
import { emitRoles } from './roles';
import { emitHttpRoutes } from './http-routes';
import { emitTypes } from './emit-types';
import { emitCaseFormLabels, emitCaseForms } from './case-forms';
import { emitValidatorTypes, emitValidators } from './emit-validators';
import { loadRegistry, type Registry } from './load';

export async function generate(reg: Registry): Promise<Record<string, string>> {
  return {
    'types.ts': await emitTypes(reg),
    'catalogue.ts': emitCatalogue(reg),
    'calls.ts': emitClientCalls(reg),
    'client.ts': emitClient(reg),
    'validators.js': emitValidators(reg),
    'validators.d.ts': emitValidatorTypes(reg),
    'routes.ts': emitRoutes(reg),
    'roles.ts': emitRoles(reg),
    'http-routes.ts': emitHttpRoutes(reg),
    'dicts.ts': emitDicts(reg),
    'field-kinds.ts': emitFieldKinds(reg),
    'custom-field-modules.ts': emitModules(reg),
    ...emitScreens(reg),
    'list-specs.ts': emitListSpecs(reg),
    'openapi.json': emitOpenApi(reg),
    'case-forms.ts': emitCaseForms(reg),
    'case-form-labels.ts': emitCaseFormLabels(reg),
  };
}

/**
 * Generated files that are build outputs, not committed (.gitignore): validators.js is 7 MB on a handful of
 * lines, so every regeneration would add its whole size twice to a commit's diff. npm install (postinstall),
 * npm start and --check write them; tsc reads the committed validators.d.ts.
 */
export const BUILD_OUTPUTS = new Set(['validators.js']);

/** Files under dir, as paths relative to it (screens/<key>.ts and the like). */
function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? listFiles(dir, join(prefix, e.name)) : [join(prefix, e.name)],
  );
}

async function main() {
  const root = process.cwd();
  const reg = loadRegistry(root);
  const problems = checkRegistry(reg);
  if (problems.length) {
    console.error(`schema check failed:\n` + problems.map((p) => '  - ' + p).join('\n'));
    process.exit(1);
  }
  const outDir = join(root, 'src/generated');
  const files = await generate(reg);
  const writeBuildOutputs = () => {
    mkdirSync(outDir, { recursive: true });
    for (const name of BUILD_OUTPUTS) {
      const p = join(outDir, name);
      if (!existsSync(p) || readFileSync(p, 'utf8') !== files[name]) writeFileSync(p, files[name]);
    }
  };
  if (process.argv.includes('--build-outputs')) {
    writeBuildOutputs();
    console.log(`generated ${[...BUILD_OUTPUTS].join(', ')} into src/generated`);
    return;
  }
  if (process.argv.includes('--check')) {
    writeBuildOutputs();
    const stale: string[] = [];
    for (const [name, content] of Object.entries(files)) {
      if (BUILD_OUTPUTS.has(name)) continue;
      const p = join(outDir, name);
      if (!existsSync(p) || readFileSync(p, 'utf8') !== content) stale.push(name);
    }
    const extra = existsSync(outDir) ? listFiles(outDir).filter((f) => !(f in files)) : [];
    if (stale.length || extra.length) {
      console.error(`src/generated is out of date (${[...stale, ...extra.map((e) => e + ' (not generated)')].join(', ')}). Run npm run generate.`);
      process.exit(1);
    }
    console.log(`generated code is up to date (${Object.keys(files).length} files)`);
    return;
  }
  mkdirSync(outDir, { recursive: true });
  for (const f of listFiles(outDir)) if (!(f in files)) rmSync(join(outDir, f));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(outDir, name)), { recursive: true });
    writeFileSync(join(outDir, name), content);
  }
  console.log(`generated ${Object.keys(files).length} files into src/generated`);
}

if (process.argv[1] && import.meta.url === new URL('file://' + process.argv[1]).href) await main();
