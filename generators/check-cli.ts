import { checkRegistry } from './check';
import { loadRegistry } from './load';

const problems = checkRegistry(loadRegistry(process.cwd()));
if (problems.length) {
  console.error(`schema check: ${problems.length} problem(s)\n` + problems.map((p) => '  - ' + p).join('\n'));
  process.exit(1);
}
console.log('schema check: ok');
