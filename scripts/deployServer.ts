/**
 * The web server of a simulated deploy (e2e/deploySupport.ts), in a process of its own: `node
 * scripts/deployServer.ts <distDir> <port>`. It prints `listening` once it answers.
 */
import { buildServer } from '../server/app.ts';

const [distDir, port] = process.argv.slice(2);
const app = await buildServer({ distDir: distDir! });
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('listening');
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
