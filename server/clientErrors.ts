import type { FastifyPluginAsync } from 'fastify';
import { routePatternOf } from '../src/config/routes.ts';
import { redactReportText } from '../src/lib/redact.ts';
import type { Metrics } from './metrics.ts';
import { sameOriginOnly } from './sameOrigin.ts';

/** Where patients' browsers send the errors they meet (src/lib/errorReporter.ts). */
export const CLIENT_ERRORS_PATH = '/api/client-errors';
/** One report: an error's name, message and stack with a little context. */
export const CLIENT_ERROR_BODY_LIMIT_BYTES = 16 * 1024;

export const CLIENT_ERROR_KINDS = ['error', 'rejection', 'boundary', 'chunk', 'provider'] as const;
export const BROWSER_FAMILIES = ['chrome', 'edge', 'firefox', 'safari', 'other'] as const;

/** The report's shape, checked before anything else reads it: closed lists, bounded strings, nothing more. */
const reportBody = {
  type: 'object',
  additionalProperties: false,
  required: ['release', 'page', 'browser', 'kind', 'name', 'message'],
  properties: {
    release: { type: 'string', pattern: '^[\\w.-]{1,64}$' },
    page: { type: 'string', maxLength: 64 },
    browser: {
      type: 'object',
      additionalProperties: false,
      required: ['family', 'version'],
      properties: {
        family: { enum: BROWSER_FAMILIES },
        version: { type: 'integer', minimum: 0, maximum: 9999 },
      },
    },
    kind: { enum: CLIENT_ERROR_KINDS },
    name: { type: 'string', maxLength: 100 },
    message: { type: 'string', maxLength: 1000 },
    stack: { type: 'string', maxLength: 8000 },
  },
} as const;

interface ClientErrorReport {
  release: string;
  page: string;
  browser: { family: string; version: number };
  kind: string;
  name: string;
  message: string;
  stack?: string;
}

export interface ClientErrorOptions {
  /** This build's release (its id): the metrics label reports from it by name, the rest as `other`. */
  release: string;
  /** Reports one client (its address) may send per minute (CLIENT_ERRORS_PER_MINUTE). */
  perClientPerMinute: number;
  metrics?: Metrics;
}

/**
 * `POST /api/client-errors`: one error a patient's browser met, sent by `sendBeacon` (a text/plain body holding
 * JSON). Same origin only, small, of the shape above, a few per minute per client; redacted again here (a
 * client is never trusted with that), logged as one structured line and counted. Answers 204.
 */
export const clientErrorRoutes =
  ({ release, perClientPerMinute, metrics }: ClientErrorOptions): FastifyPluginAsync =>
  async (app) => {
    const refused = (reason: 'invalid' | 'limited' | 'cross_site') =>
      metrics?.clientReportsRefused.inc({ reason });
    app.addHook('onRequest', async (request, reply) => {
      await sameOriginOnly(request, reply);
      if (reply.sent) refused('cross_site');
    });
    // sendBeacon's string body is text/plain: JSON all the same.
    app.removeContentTypeParser(['text/plain', 'application/json']);
    app.addContentTypeParser(
      ['text/plain', 'application/json'],
      { parseAs: 'string' },
      (_request, body, done) => {
        try {
          done(null, JSON.parse(body as string));
        } catch {
          done(Object.assign(new Error('Body is not JSON'), { statusCode: 400 }), undefined);
        }
      },
    );
    app.setErrorHandler((error: { statusCode?: number }, _request, reply) => {
      const status =
        error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status !== 429) refused('invalid');
      void reply.status(status).send({ code: 'bad_report', message: 'Not a report this server takes' });
    });

    app.post(
      CLIENT_ERRORS_PATH,
      {
        bodyLimit: CLIENT_ERROR_BODY_LIMIT_BYTES,
        schema: { body: reportBody },
        config:
          perClientPerMinute > 0
            ? {
                rateLimit: {
                  max: perClientPerMinute,
                  timeWindow: 60_000,
                  onExceeded: () => refused('limited'),
                },
              }
            : {},
      },
      async (request, reply) => {
        const report = request.body as ClientErrorReport;
        const clientError = {
          kind: report.kind,
          release: report.release,
          page: routePatternOf(report.page) === report.page ? report.page : 'other',
          browser: `${report.browser.family} ${report.browser.version}`,
          name: redactReportText(report.name),
          message: redactReportText(report.message),
          ...(report.stack ? { stack: redactReportText(report.stack) } : {}),
        };
        request.log.warn({ clientError }, 'client error');
        metrics?.clientErrors.inc({
          kind: report.kind,
          release: report.release === release ? release : 'other',
          browser: report.browser.family,
        });
        return reply.status(204).send();
      },
    );
  };
