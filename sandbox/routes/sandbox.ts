import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../domain/errors.ts';
import { requireUser } from '../http/auth.ts';
import { type Ctx, lang } from '../http/context.ts';
import { idParams, parse } from '../http/validate.ts';
import { renderInvoicePdf } from '../services/invoicePdf.ts';
import { invoiceFor, parseInvoiceRef } from '../services/invoices.ts';
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
 * uploaded files, invoices (to their owner) and placeholder video rooms. The back doors are in sandboxControls.ts.
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

  /**
   * A paid visit's invoice as a PDF, to its owner only: the bearer must be the patient's (401 without one,
   * 404 for someone else's invoice, as for one that does not exist). The app fetches it with the bearer and
   * saves the file (contracts/README.md, "Invoices").
   */
  app.get('/sandbox/invoices/:ref', async (request, reply) => {
    const { ref } = parse(z.object({ ref: z.string().max(40) }), request.params);
    const user = await requireUser(ctx, request);
    const parsed = parseInvoiceRef(ref);
    if (!parsed) throw notFound('invoice_not_found');
    const invoice = invoiceFor(ctx.db, user.id, parsed);
    const language = lang(request);
    const pdf = await renderInvoicePdf(invoice, language);
    const name = `${language === 'en' ? 'invoice' : 'factura'}-${invoice.number}.pdf`;
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${name}"`)
      .header('Cache-Control', 'private, no-store')
      .send(Buffer.from(pdf));
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
