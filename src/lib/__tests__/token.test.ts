import fc from 'fast-check';
import { type DecodedToken, decodeToken, isTokenLive, type TokenPayload } from '../token';

/** base64url of UTF-8 text, as a JWT part. */
function b64url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const jwtWith = (payloadJson: string) =>
  `${b64url('{"alg":"HS256","typ":"JWT"}')}.${b64url(payloadJson)}.sig`;

const MUST_BE_STRING = 'Invalid token specified: must be a string';
const MISSING_PART = 'Invalid token specified: missing part #2';

function expectWellFormed(result: DecodedToken): void {
  if (result.ok) {
    expect(Object.keys(result).sort()).toEqual(['ok', 'payload']);
    expect(typeof result.payload).toBe('object');
    expect(result.payload).not.toBeNull();
    expect(Array.isArray(result.payload)).toBe(false);
  } else {
    expect(result.ok).toBe(false);
    expect(Object.keys(result).sort()).toEqual(['error', 'ok']);
    expect(typeof result.error).toBe('string');
    expect(result.error.length).toBeGreaterThan(0);
  }
}

describe('decodeToken', () => {
  it('decodes the payload of a well-formed token', () => {
    expect(decodeToken(jwtWith('{"sub":"42","exp":1900000000}'))).toEqual({
      ok: true,
      payload: { sub: '42', exp: 1900000000 },
    });
  });

  it('decodes UTF-8 claims', () => {
    expect(decodeToken(jwtWith('{"name":"Íñigo Muñoz"}'))).toEqual({
      ok: true,
      payload: { name: 'Íñigo Muñoz' },
    });
  });

  it.each([undefined, null, 42, {}, ['a.b.c'], true])('rejects a non-string token (%p)', (token) => {
    expect(decodeToken(token)).toEqual({ ok: false, error: MUST_BE_STRING });
  });

  it.each(['', 'no-dots-at-all', b64url('{"exp":1}')])(
    'rejects a token without a second part (%p)',
    (token) => {
      expect(decodeToken(token)).toEqual({ ok: false, error: MISSING_PART });
    },
  );

  it.each([
    ['a.b.c', 'base64 string is not of the correct length'],
    ['a.!!!!.c', ''],
    ['a.%%%.c', ''],
  ])('rejects a second part that is not base64 (%p)', (token, detail) => {
    const result = decodeToken(token);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatch(/^Invalid token specified: invalid base64 for part #2 \(/);
    expect(result.error).toContain(detail);
  });

  it.each(['not json', '{"exp":', ''])('rejects a second part that is not JSON (%p)', (text) => {
    const result = decodeToken(`h.${b64url(text)}.s`);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatch(/^Invalid token specified: invalid json for part #2 \(/);
  });

  it.each(['42', '[1,2]', 'null', '"a string"', 'true'])(
    'rejects a JSON payload that is not an object (%s)',
    (json) => {
      const result = decodeToken(jwtWith(json));
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.error).toMatch(/^Invalid token specified: /);
    },
  );

  describe('never throws (property)', () => {
    const parts = fc.oneof(
      fc.base64String(),
      fc.base64String().map((s) => s.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')),
      fc.jsonValue().map((value) => b64url(JSON.stringify(value))),
      fc.string(),
    );

    it('for any string', () => {
      fc.assert(
        fc.property(fc.string(), (token) => {
          const result = decodeToken(token);
          expectWellFormed(result);
          if (!token.includes('.')) expect(result).toEqual({ ok: false, error: MISSING_PART });
        }),
      );
    });

    it('for any value at all', () => {
      fc.assert(
        fc.property(
          fc.anything().filter((value) => typeof value !== 'string'),
          (value) => {
            expect(decodeToken(value)).toEqual({ ok: false, error: MUST_BE_STRING });
          },
        ),
      );
    });

    it('for random dot-joined base64 parts', () => {
      fc.assert(
        fc.property(fc.array(parts, { minLength: 1, maxLength: 5 }), (chunks) => {
          expectWellFormed(decodeToken(chunks.join('.')));
        }),
        { numRuns: 500 },
      );
    });

    it('accepts exactly the JSON payloads that are objects, and returns them unchanged', () => {
      fc.assert(
        fc.property(fc.jsonValue(), (value) => {
          const json = JSON.stringify(value);
          const result = decodeToken(jwtWith(json));
          expectWellFormed(result);
          const isObject = value !== null && typeof value === 'object' && !Array.isArray(value);
          expect(result.ok).toBe(isObject);
          if (result.ok) expect(result.payload).toEqual(JSON.parse(json));
        }),
      );
    });
  });
});

describe('isTokenLive', () => {
  const now = 1_700_000_000_000;

  it('is live while exp (seconds) lies in the future', () => {
    expect(isTokenLive({ exp: now / 1000 + 1 }, now)).toBe(true);
  });

  it.each([
    ['exp equal to now', { exp: now / 1000 }],
    ['exp in the past', { exp: now / 1000 - 60 }],
    ['no exp', {}],
    ['exp as a string', JSON.parse(`{"exp":"${now / 1000 + 60}"}`) as TokenPayload],
    ['a NaN exp', { exp: Number.NaN }],
  ])('is not live with %s', (_, payload) => {
    expect(isTokenLive(payload, now)).toBe(false);
  });

  it('defaults to the current time', () => {
    expect(isTokenLive({ exp: Math.floor(Date.now() / 1000) + 60 })).toBe(true);
    expect(isTokenLive({ exp: Math.floor(Date.now() / 1000) - 60 })).toBe(false);
  });
});
