// Server composition root: the platform's startServer with every business module. The only server file that
// imports both the platform and the modules (tests/boundaries checks it). `tsx src/main.server.ts` runs it.
import { fileURLToPath } from 'node:url';
import { serverModules } from './modules/server';
import { startServer } from './server/main';

export const start = () => startServer(serverModules);

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await start();
