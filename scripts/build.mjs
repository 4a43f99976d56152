// `npm run build`: installs missing npm packages and builds the API and the PWA (unchanged parts are skipped).
import { buildAll, ensureNodeModules } from './lib/setup.mjs';

await ensureNodeModules();
await buildAll({ force: process.argv.includes('--force') });
