import path from 'node:path';
import { buildServer, parseTrustProxy } from './app.ts';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
const distDir = path.resolve(import.meta.dirname, '..', 'dist');

const app = await buildServer({
  distDir,
  trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
  videoRoomOrigin: process.env.VIDEO_ROOM_ORIGIN?.trim(),
  providerUrl: process.env.SERVER_API_BASE_URL?.trim() || undefined,
  siteOrigin: process.env.SITE_ORIGIN?.trim() || undefined,
});
await app.listen({ port, host });
console.log(`Telehealth web app: http://localhost:${port}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
