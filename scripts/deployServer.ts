/**
 * The web server of a simulated deploy (e2e/deploySupport.ts), in a process of its own: `node
 * scripts/deployServer.ts <distDir> <port>`. It prints `listening` once it answers.
 */
import { buildServer } from '../server/app.ts';

const [distDir, port] = process.argv.slice(2);
const app = await buildServer({ distDir: distDir! });
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('listening');
// The old build's server goes away at once: the browser's open connections (kept alive, one perhaps waiting for
// an answer) are closed rather than waited for, which could take minutes.
process.once('SIGTERM', () => {
  void app.close().finally(() => process.exit(0));
  app.server.closeAllConnections();
});
