import { configFromEnv, manualClock, systemClock } from './config.ts';
import { openDb } from './db/connection.ts';
import { migrate } from './db/migrations.ts';
import { seed } from './db/seed.ts';
import { DEMO } from './db/seedData.ts';
import { ASSETS_DIR, buildSandbox } from './server.ts';

/** `npm run sandbox`: the provider stand-in on SANDBOX_PORT (4010), data in .data/sandbox.sqlite. */
const config = configFromEnv();
const db = openDb(config.dbFile);
migrate(db);
const clock = config.fixedNow === null ? systemClock : manualClock(config.fixedNow);
if (seed(db, { now: clock.now(), assetsDir: ASSETS_DIR })) console.log(`[sandbox] seeded ${config.dbFile}`);
const { app } = await buildSandbox({ db, config, clock });
await app.listen({ port: config.port, host: config.host });
console.log(`[sandbox] provider API: http://localhost:${config.port}/ (listening on ${config.host})`);
const loopback = config.host === 'localhost' || config.host === '::1' || config.host.startsWith('127.');
if (!loopback && (config.sandboxMode || config.testMode)) {
  console.warn(
    `[sandbox] warning: SANDBOX_HOST=${config.host} exposes the /sandbox/ back doors (sign-in tokens, codes, payments) beyond this machine; SANDBOX_MODE=0 removes them`,
  );
}
console.log(
  `[sandbox] patient ${DEMO.callingCode} ${DEMO.patientPhone} · employee ${DEMO.b2bEmail} · OTP ${
    config.sandboxMode ? '123456' : '(see log)'
  } · cards 4242 4242 4242 4242 ok, 4000 0000 0000 0002 declined`,
);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    void app.close().then(() => {
      db.close();
      process.exit(0);
    });
  });
}
