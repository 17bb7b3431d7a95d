import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ApiError } from '../domain/errors.ts';

/** Spec §5/§9: at most 6 photos and 20 MB in total. */
export const MAX_IMAGES = 6;
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

const SIGNATURES: [mime: string, ext: string, test: (b: Buffer) => boolean][] = [
  ['image/png', 'png', (b) => b.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]))],
  ['image/jpeg', 'jpg', (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  ['image/gif', 'gif', (b) => b.subarray(0, 4).toString('latin1') === 'GIF8'],
  [
    'image/webp',
    'webp',
    (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  ],
  ['image/heic', 'heic', (b) => /^ftyp(heic|heix|mif1|msf1)/.test(b.subarray(4, 12).toString('latin1'))],
];

/** Images only, judged by their bytes (not by the name or the declared type). */
export function sniffImage(bytes: Buffer): { mime: string; ext: string } | null {
  const match = SIGNATURES.find(([, , test]) => bytes.length > 12 && test(bytes));
  return match ? { mime: match[0], ext: match[1] } : null;
}

/** `data:image/png;base64,....` (or bare base64) to bytes; null when it is not base64 at all. */
export function decodeDataUrl(value: string): Buffer | null {
  const match = /^data:[\w/+.-]+;base64,(.*)$/s.exec(value);
  const payload = (match ? match[1]! : value).replace(/\s/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(payload) || payload.length === 0) return null;
  return Buffer.from(payload, 'base64');
}

/** Checks one more image against the limits and stores it under the uploads directory. */
export function storeImage(dir: string, bytes: Buffer, existing: { count: number; bytes: number }) {
  const kind = sniffImage(bytes);
  if (!kind) throw new ApiError(422, 'unsupported_file_type', 'base64_file');
  if (existing.count + 1 > MAX_IMAGES || existing.bytes + bytes.length > MAX_UPLOAD_BYTES) {
    throw new ApiError(413, 'upload_too_large', 'base64_file');
  }
  mkdirSync(dir, { recursive: true });
  const file = `${randomBytes(16).toString('hex')}.${kind.ext}`;
  writeFileSync(path.join(dir, file), bytes);
  return { file, mime: kind.mime, size: bytes.length };
}

export type StoredImage = ReturnType<typeof storeImage>;

/**
 * Runs `work` (typically a database transaction) with a `store` that writes images under `dir`. Files are
 * written before the rows that name them commit, so when `work` throws (a limit crossed by the third photo,
 * a rolled-back transaction) the files it wrote are deleted again instead of being left as orphans.
 */
export function storingImages<T>(
  dir: string,
  work: (store: (bytes: Buffer, existing: { count: number; bytes: number }) => StoredImage) => T,
): T {
  const written: string[] = [];
  try {
    return work((bytes, existing) => {
      const stored = storeImage(dir, bytes, existing);
      written.push(stored.file);
      return stored;
    });
  } catch (error) {
    for (const file of written) rmSync(path.join(dir, file), { force: true });
    throw error;
  }
}
