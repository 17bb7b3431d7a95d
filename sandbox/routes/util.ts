import type { FastifyRequest } from 'fastify';

/** Absolute URLs for files the sandbox serves (photos, uploads, invoices), as the browser reached it. */
export function baseUrl(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
