import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../domain/errors.ts';
import { baseUrl } from '../routes/util.ts';
import type { Ctx } from './context.ts';

/** How long a file link works: as long as the access token that fetched it, by default. */
export const FILE_LINK_TTL_MS = 15 * 60_000;

const signatureOf = (ctx: Ctx, file: string, expires: number) => ctx.tokens.sign(`file:${file}:${expires}`);

/**
 * The link to an uploaded file, as the API hands it to the file's owner (only in answers to the owner's own
 * authenticated calls): signed and short-lived, so an `<img>`, which sends no bearer, can load it, and nobody
 * else can, nor the owner once the link is old. A fresh answer carries a fresh link.
 */
export function fileUrlsFor(ctx: Ctx, request: FastifyRequest): (file: string) => string {
  const base = baseUrl(request);
  const expires = Math.floor((ctx.clock.now() + FILE_LINK_TTL_MS) / 1000);
  return (file) =>
    `${base}/sandbox/files/${file}?expires=${expires}&signature=${signatureOf(ctx, file, expires)}`;
}

/** 403 unless the link was signed by this sandbox for this file and has not expired. */
export function checkFileLink(ctx: Ctx, file: string, expires: number, signature: string): void {
  const expected = Buffer.from(signatureOf(ctx, file, expires));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new ApiError(403, 'forbidden', 'signature');
  }
  if (expires * 1000 <= ctx.clock.now()) throw new ApiError(403, 'file_link_expired', 'expires');
}
