import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';

export type Db = DatabaseSync;
export type Params = Record<string, SQLInputValue>;
export type Row = Record<string, SQLInputValue>;

/** Opens (creating when missing) the sandbox database: WAL, foreign keys, a busy timeout for other processes. */
export function openDb(file: string): Db {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const db = new DatabaseSync(file, { timeout: 5000 });
  db.exec('PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA synchronous = NORMAL;');
  return db;
}

/**
 * Runs `work` in one write transaction (BEGIN IMMEDIATE takes the write lock up front, so two processes
 * booking the same slot serialise instead of both reading "free"). Nested calls join the outer transaction.
 */
export function transaction<T>(db: Db, work: () => T): T {
  if (db.isTransaction) return work();
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}

export function one<T>(db: Db, sql: string, params: Params = {}): T | undefined {
  return db.prepare(sql).get(params) as T | undefined;
}

export function all<T>(db: Db, sql: string, params: Params = {}): T[] {
  return db.prepare(sql).all(params) as T[];
}

export function run(db: Db, sql: string, params: Params = {}): { changes: number; id: number } {
  const result = db.prepare(sql).run(params);
  return { changes: Number(result.changes), id: Number(result.lastInsertRowid) };
}
