import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import path from 'node:path';
import { ASSETS_DIR, type Clock, type SandboxConfig, systemClock } from './config.ts';
import type { Db } from './db/connection.ts';
import { constraintError } from './db/constraints.ts';
import { ApiError } from './domain/errors.ts';
import { type Ctx, lang } from './http/context.ts';
import { messageFor } from './http/messages.ts';
import {
  corsFor,
  markSandboxOnlyRoutes,
  refuseOtherOrigins,
  sandboxPreflightRoutes,
} from './http/origins.ts';
import { appointmentRoutes } from './routes/appointments.ts';
import { authRoutes } from './routes/auth.ts';
import { bookingRoutes } from './routes/booking.ts';
import { bundleRoutes } from './routes/bundles.ts';
import { catalogRoutes } from './routes/catalog.ts';
import { paymentControlRoutes } from './routes/controlsPayments.ts';
import { appointmentControlRoutes } from './routes/controlsAppointments.ts';
import { campaignControlRoutes } from './routes/controlsCampaign.ts';
import { doctorRoutes } from './routes/doctors.ts';
import { financeRoutes } from './routes/finance.ts';
import { paymentRoutes } from './routes/payments.ts';
import { prescriptionRoutes } from './routes/prescriptions.ts';
import { profileRoutes } from './routes/profile.ts';
import { providerStateRoutes } from './routes/providerStates.ts';
import { sandboxRoutes } from './routes/sandbox.ts';
import { SCOPE_HEADER, faultControlRoutes } from './routes/controlsFaults.ts';
import { sandboxControlRoutes } from './routes/sandboxControls.ts';
import { sessionControlRoutes } from './routes/controlsSessions.ts';
import { financeControlRoutes } from './routes/controlsFinance.ts';
import { prescriptionControlRoutes } from './routes/controlsPrescriptions.ts';
import { wizardRoutes } from './routes/wizard.ts';
import { settleBeforeRequest } from './services/emergencies.ts';
import { TokenService } from './services/tokens.ts';
import { MAX_UPLOAD_BYTES } from './services/uploads.ts';

export interface SandboxDeps {
  db: Db;
  config: SandboxConfig;
  clock?: Clock;
  log?: (line: string) => void;
}

export { ASSETS_DIR };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An upload route: any 413 on it (the multipart file limit, the body limit) is `upload_too_large` here. */
    uploadField?: string;
  }
}

/** The 413s of @fastify/multipart: one file over `fileSize`, more files than `files`. */
const MULTIPART_LIMITS = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT']);

/** Headers the web app sends cross-origin (DESIGN §4). */
const ALLOWED_HEADERS = ['Authorization', 'Content-Type', 'Accept-Language', 'X-Support-Flag', 'status'];

/** The sandbox provider API as a Fastify instance (not listening): used by main.ts, tests and Pact. */
export async function buildSandbox(
  deps: SandboxDeps,
): Promise<{ app: FastifyInstance; ctx: Ctx; routes: { method: string; url: string }[] }> {
  const { db, config } = deps;
  const clock = deps.clock ?? systemClock;
  const ctx: Ctx = {
    db,
    clock,
    config,
    tokens: new TokenService(db, clock, config.accessTokenTtlSeconds, config.refreshTokenTtlSeconds),
    uploadsDir: path.join(path.dirname(config.dbFile), 'uploads'),
    log: deps.log ?? ((line) => console.log(`[sandbox] ${line}`)),
  };
  const app = Fastify({ logger: config.logger, bodyLimit: 1024 * 1024 });
  const routes: { method: string; url: string }[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  markSandboxOnlyRoutes(app);

  const appOrigins = config.appOrigins ?? [];
  await app.register(
    cors,
    corsFor(appOrigins, {
      methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      // Browser tests scope their faults (routes/controlsFaults.ts) with a header of their own.
      allowedHeaders:
        config.sandboxMode || config.testMode ? [...ALLOWED_HEADERS, SCOPE_HEADER] : ALLOWED_HEADERS,
      // The app names a downloaded invoice after the provider's file name.
      exposedHeaders: ['Content-Disposition'],
      maxAge: 600,
    }),
  );
  refuseOtherOrigins(app, appOrigins);
  // The clock's rules that move money by themselves (an emergency the doctor never joined) apply before any read.
  app.addHook('onRequest', async () => settleBeforeRequest(db, clock.now()));
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } });
  await app.register(fastifyStatic, { root: ASSETS_DIR, prefix: '/assets/', index: false });

  app.setErrorHandler((thrown: FastifyError | ApiError, request, reply) => {
    const language = lang(request);
    // A database constraint a request ran into answers the contract's error for its rule (db/constraints.ts).
    const error = constraintError(thrown) ?? thrown;
    if (error instanceof ApiError) {
      const body = {
        code: error.code,
        message: messageFor(error.code, language),
        field: error.field,
        ...error.details,
      };
      if (error.status === 503) reply.header('Retry-After', '1');
      return reply.status(error.status).send(body);
    }
    const status = error.statusCode ?? 500;
    const uploadField = request.routeOptions.config.uploadField;
    if (status === 413 && (uploadField !== undefined || MULTIPART_LIMITS.has(error.code))) {
      // The contract's code for a photo over the limits, whichever layer noticed (DESIGN §6; spec §5/§9).
      const code = 'upload_too_large';
      return reply.status(413).send({ code, message: messageFor(code, language), field: uploadField });
    }
    const code =
      status === 413
        ? 'payload_too_large'
        : error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'invalid_json'
          : status === 404
            ? 'route_not_found'
            : status < 500
              ? 'validation_error'
              : 'internal_error';
    if (status >= 500) request.log.error(error);
    if (status >= 500 && !config.logger) ctx.log(`error on ${request.method} ${request.url}: ${error.stack}`);
    return reply.status(status >= 500 ? 500 : status).send({ code, message: messageFor(code, language) });
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send({ code: 'route_not_found', message: messageFor('route_not_found', lang(request)) }),
  );

  app.get('/health', () => ({ ok: true }));
  for (const routes of [
    authRoutes,
    profileRoutes,
    catalogRoutes,
    doctorRoutes,
    bookingRoutes,
    paymentRoutes,
    appointmentRoutes,
    bundleRoutes,
    financeRoutes,
    prescriptionRoutes,
    wizardRoutes,
    sandboxRoutes,
  ]) {
    routes(app, ctx);
  }
  if (config.sandboxMode || config.testMode) {
    sandboxControlRoutes(app, ctx);
    sessionControlRoutes(app, ctx);
    appointmentControlRoutes(app, ctx);
    financeControlRoutes(app, ctx);
    prescriptionControlRoutes(app, ctx);
    paymentControlRoutes(app, ctx);
    faultControlRoutes(app, ctx);
    campaignControlRoutes(app, ctx);
  }
  if (config.testMode) providerStateRoutes(app, ctx);
  sandboxPreflightRoutes(
    app,
    routes.map((route) => route.url),
  );
  return { app, ctx, routes };
}
