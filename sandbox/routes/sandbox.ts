import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../domain/errors.ts';
import type { Ctx } from '../http/context.ts';
import { checkFileLink } from '../http/fileUrls.ts';
import { idParams, parse } from '../http/validate.ts';

const MIME: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  heic: 'image/heic',
};

/**
 * Sandbox-only endpoints that only read (no real provider has them, but the API's own answers link to them):
 * uploaded files, placeholder invoices and video rooms. The back doors are in sandboxControls.ts.
 */
export function sandboxRoutes(app: FastifyInstance, ctx: Ctx) {
  // Served only through the signed, short-lived links the API hands to the file's owner (http/fileUrls.ts).
  app.get('/sandbox/files/:file', async (request, reply) => {
    const { file } = parse(
      z.object({ file: z.string().regex(/^[a-f0-9]{32}\.(png|jpg|gif|webp|heic)$/) }),
      request.params,
    );
    const link = parse(
      z.object({ expires: z.coerce.number().int().positive(), signature: z.string().min(1).max(100) }),
      request.query,
    );
    checkFileLink(ctx, file, link.expires, link.signature);
    const full = path.join(ctx.uploadsDir, file);
    if (!existsSync(full)) throw notFound('route_not_found');
    return reply
      .type(MIME[file.split('.')[1]!] ?? 'application/octet-stream')
      .header('Cache-Control', 'private, max-age=900')
      .send(createReadStream(full));
  });

  app.get('/sandbox/invoices/:ref', async (request, reply) => {
    const { ref } = parse(
      z.object({ ref: z.string().regex(/^(appointment|transaction)-\d+$/) }),
      request.params,
    );
    return reply
      .type('text/plain; charset=utf-8')
      .send(
        `Telehealth sandbox invoice ${ref}\nThis is a placeholder document: the sandbox issues no real invoices.\n`,
      );
  });

  app.get('/sandbox/video/:id', async (request, reply) => {
    const { id } = parse(idParams, request.params);
    return reply.type('text/plain; charset=utf-8').send(`Sandbox video room for appointment ${id}\n`);
  });
}
