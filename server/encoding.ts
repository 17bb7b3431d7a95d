import type { FastifyReply, FastifyRequest } from 'fastify';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const gunzip = promisify(zlib.gunzip);

/** A document compressed once, so that every answer sends bytes without compressing them again. */
export interface EncodedBody {
  gzip: Buffer;
  br: Buffer;
  /** Kept only for the small documents answered most to clients that accept no encoding (the shells). */
  identity?: Buffer;
}

/**
 * Brotli quality 6: on a rendered page (60-75 kB) about 17 ms of a worker thread for 10.6 kB, where quality 11
 * takes ten times longer for 10% fewer bytes. The identity bytes are not kept: a client that accepts neither
 * encoding (a probe, curl) is answered by inflating the gzip bytes (a third of a millisecond).
 */
export async function encodeBody(text: string, { keepIdentity = false } = {}): Promise<EncodedBody> {
  const bytes = Buffer.from(text);
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzip(bytes, { level: 6 }),
  ]);
  return { br, gzip: gz, ...(keepIdentity ? { identity: bytes } : {}) };
}

export const encodedSize = (body: EncodedBody) =>
  body.br.length + body.gzip.length + (body.identity?.length ?? 0);

/** The q-value the client gives an encoding in `Accept-Encoding` (`*` stands for the ones it does not name). */
function qualityOf(header: string, encoding: string): number {
  let wildcard = 0;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    const quality = q === undefined ? 1 : Number(q);
    if (name === encoding) return quality;
    if (name === '*') wildcard = quality;
  }
  return wildcard;
}

/** The encoding to answer with: brotli, else gzip, else none, as the client accepts them. */
export function preferredEncoding(header: string | undefined): 'br' | 'gzip' | 'identity' {
  if (!header) return 'identity';
  const br = qualityOf(header, 'br');
  const gz = qualityOf(header, 'gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return 'identity';
}

/**
 * The bytes to answer with, in the encoding the request accepts (`Content-Encoding` and `Vary` set), when they are
 * at hand; undefined when they must be inflated first (see sendEncoded).
 */
export function encodedBytes(
  request: FastifyRequest,
  reply: FastifyReply,
  body: EncodedBody,
): Buffer | undefined {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  reply.header('Vary', varyWith(reply.getHeader('Vary'), 'Accept-Encoding'));
  if (encoding === 'identity') return body.identity;
  reply.header('Content-Encoding', encoding);
  return body[encoding];
}

/** Sends an encoded document in the encoding the request accepts; the caller has set status and headers. */
export async function sendEncoded(request: FastifyRequest, reply: FastifyReply, body: EncodedBody) {
  return reply.send(encodedBytes(request, reply, body) ?? (await gunzip(body.gzip)));
}

function varyWith(current: unknown, name: string): string {
  const names = String(current ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return names.some((part) => part.toLowerCase() === name.toLowerCase())
    ? names.join(', ')
    : [...names, name].join(', ');
}
