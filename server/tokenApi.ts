import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import cookie from '@fastify/cookie';
import { jwtDecode } from 'jwt-decode';
import { sameOriginOnly } from './sameOrigin.ts';

/** Small bodies only: a token, nothing else. */
export const TOKEN_BODY_LIMIT_BYTES = 16 * 1024;
export const TOKEN_COOKIE = 'token';
/**
 * The cookie lives as long as a session can (the refresh token's lifetime, 30 days), past its access token's
 * `exp`: an expired token in it tells the server that this browser has a session to renew, so a signed-in page
 * is sent as its frame for the browser to fill (docs/decisions/0020-signed-in-pages-rendered-on-the-server.md),
 * not as a visitor's page. Sign-out removes it.
 */
export const TOKEN_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 3600;

const setTokenBody = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string', minLength: 1, maxLength: 8192 } },
} as const;

function expiryOf(token: string): number | undefined {
  try {
    const { exp } = jwtDecode<{ exp?: unknown }>(token);
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `POST /api/setToken {token}` and `POST /api/setTokenExpired` (DESIGN §4): the same-origin calls that keep the
 * `token` cookie in step with the session, so the first render already knows whether the user is logged in.
 */
export const tokenRoutes: FastifyPluginAsync = async (app) => {
  await app.register(cookie);
  app.addHook('onRequest', sameOriginOnly);

  app.setErrorHandler(
    (error: { statusCode?: number; validation?: unknown; message: string }, _request, reply) => {
      const status =
        error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      const message =
        status === 413
          ? 'Request body is too large'
          : error.validation
            ? 'A token (a non-empty string) is required'
            : status === 400
              ? 'Request body must be valid JSON'
              : status === 415
                ? 'Content-Type must be application/json'
                : 'Internal error';
      void reply.status(status).send({ code: status === 500 ? 'internal' : 'bad_request', message });
    },
  );

  app.post('/api/setToken', { schema: { body: setTokenBody } }, async (request, reply) => {
    const { token } = request.body as { token: string };
    const exp = expiryOf(token);
    if (exp === undefined) {
      return reply
        .status(400)
        .send({ code: 'invalid_token', message: 'The token cannot be decoded or has no exp' });
    }
    if (exp * 1000 <= Date.now())
      return reply.status(400).send({ code: 'expired_token', message: 'The token has expired' });
    reply.setCookie(TOKEN_COOKIE, token, {
      path: '/',
      sameSite: 'lax',
      secure: request.protocol === 'https',
      maxAge: TOKEN_COOKIE_MAX_AGE_SECONDS,
    });
    return { ok: true };
  });

  app.post('/api/setTokenExpired', async (request, reply) => {
    reply.setCookie(TOKEN_COOKIE, '', {
      path: '/',
      sameSite: 'lax',
      secure: request.protocol === 'https',
      maxAge: 0,
      expires: new Date(0),
    });
    return { ok: true };
  });
};

/** A Fastify instance with only the token endpoints: the dev server forwards `/api/*` to it. */
export function createTokenApi(): FastifyInstance {
  const app = Fastify({ bodyLimit: TOKEN_BODY_LIMIT_BYTES });
  void app.register(tokenRoutes);
  return app;
}
