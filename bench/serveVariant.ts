/**
 * One server of the build in `argv[2]` on a free port, loading the app's code the way `argv[3]` says
 * (src/ssr/document.ts); prints `listening <port>`. bench/loading.ts starts one per way, in processes of their
 * own, so that each serves its pages from its own page cache and none slows another's event loop.
 */
import { buildServer } from '../server/app.ts';
import type { ScriptLoading } from '../server/pages.ts';

const scriptLoading = process.argv[3] as ScriptLoading;
const app = await buildServer({ distDir: process.argv[2]!, scriptLoading });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
