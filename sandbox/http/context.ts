import type { FastifyRequest } from 'fastify';
import type { Clock, SandboxConfig } from '../config.ts';
import type { Db } from '../db/connection.ts';
import type { TokenService } from '../services/tokens.ts';
import { type Lang, langOf } from './messages.ts';

/** What every route module receives. */
export interface Ctx {
  db: Db;
  clock: Clock;
  config: SandboxConfig;
  tokens: TokenService;
  /** Directory for uploaded files (beside the database). */
  uploadsDir: string;
  log: (line: string) => void;
}

export const lang = (request: FastifyRequest): Lang => langOf(request.headers['accept-language']);
