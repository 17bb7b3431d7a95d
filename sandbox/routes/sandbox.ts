import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../domain/errors.ts';
import { type Ctx, lang } from '../http/context.ts';
import { idParams, parse } from '../http/validate.ts';
import { videoRoomPage } from './videoRoom.ts';

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
  app.get('/sandbox/files/:file', async (request, reply) => {
    const { file } = parse(
      z.object({ file: z.string().regex(/^[a-f0-9]{32}\.(png|jpg|gif|webp|heic)$/) }),
      request.params,
    );
    const full = path.join(ctx.uploadsDir, file);
    if (!existsSync(full)) throw notFound('route_not_found');
    return reply.type(MIME[file.split('.')[1]!] ?? 'application/octet-stream').send(createReadStream(full));
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

  /** The video room of an appointment's `video_url` (`?lang=es|en`, else the request's language). */
  app.get('/sandbox/video/:id', async (request, reply) => {
    const { id } = parse(idParams, request.params);
    const query = parse(z.object({ lang: z.enum(['es', 'en']).optional() }), request.query);
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(videoRoomPage(id, query.lang ?? lang(request)));
  });
}
