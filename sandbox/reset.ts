import { rmSync } from 'node:fs';
import path from 'node:path';
import { configFromEnv } from './config.ts';
import { openDb } from './db/connection.ts';
import { migrate } from './db/migrations.ts';
import { seed } from './db/seed.ts';
import { ASSETS_DIR } from './server.ts';

/** `npm run sandbox:reset`: deletes the sandbox database and uploads, then recreates and seeds them. */
const { dbFile } = configFromEnv();
for (const file of [dbFile, `${dbFile}-wal`, `${dbFile}-shm`]) rmSync(file, { force: true });
rmSync(path.join(path.dirname(dbFile), 'uploads'), { recursive: true, force: true });
const db = openDb(dbFile);
migrate(db);
seed(db, { now: Date.now(), assetsDir: ASSETS_DIR });
db.close();
console.log(`[sandbox] reset ${dbFile}`);
