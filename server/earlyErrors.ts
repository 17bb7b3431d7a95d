import type { FastifyReply, FastifyServerOptions } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { type CspSources, fixedSecurityHeaders, HSTS } from './securityHeaders.ts';

type EarlyErrorOptions = Required<Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'>>;

const messageOf = (status: number) =>
  status === 408
    ? 'The request took too long to arrive'
    : status === 414
      ? 'The address is too long'
      : status === 431
        ? 'The request headers are too large'
        : status >= 500
          ? 'Internal error'
          : 'The request cannot be read';

const bodyOf = (status: number) =>
  JSON.stringify({ code: status >= 500 ? 'internal' : 'bad_request', message: messageOf(status) });

/**
 * The answers Fastify and Node write before any hook runs, with the security headers every other answer has:
 * a URL that cannot be decoded (`GET /%`) or with a parameter too long (Fastify's `frameworkErrors`); a request
 * line or header that cannot be parsed, headers too large, a request that arrives too slowly (Node's
 * `clientError`, answered on the socket). Their bodies are the app's `{code, message}`.
 */
export async function earlyErrorAnswers(sources: CspSources): Promise<EarlyErrorOptions> {
  const headers = await fixedSecurityHeaders(sources);
  const headerLines = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return {
    frameworkErrors(error, request, reply) {
      const status = error.statusCode ?? 400;
      // Fastify types this reply by a route's schema; there is no route here.
      const answer = reply as unknown as FastifyReply;
      answer.headers(headers);
      if (request.protocol === 'https') answer.header('Strict-Transport-Security', HSTS);
      void answer.status(status).type('application/json; charset=utf-8').send(bodyOf(status));
    },
    clientErrorHandler(error, socket) {
      // A reset connection has nobody left to answer (as Fastify's own handler).
      if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
      const status =
        error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
      const body = bodyOf(status);
      socket.end(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headerLines}` +
          `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
          `Connection: close\r\n\r\n${body}`,
      );
    },
  };
}
