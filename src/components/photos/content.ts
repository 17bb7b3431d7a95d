/**
 * Whether a file's first bytes are those of a photo the provider stores (JPEG, PNG, GIF, WebP, HEIC/HEIF), whatever
 * its name and declared type say: a text file renamed `.jpg` passes the browser's type check but not this one.
 * The provider sniffs the bytes the same way and refuses anything else (422 `unsupported_file_type`).
 */
const HEAD_BYTES = 16;
const HEIF_BRANDS = new Set(['heic', 'heix', 'mif1', 'msf1']);

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

export function isPhotoSignature(bytes: Uint8Array): boolean {
  if (bytes.length < 12) return false;
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, index) => bytes[index] === byte);
  const gif = ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a';
  const webp = ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP';
  const heif = ascii(bytes, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(bytes, 8, 12));
  return jpeg || png || gif || webp || heif;
}

function readHead(file: Blob): Promise<ArrayBuffer> {
  const head = file.slice(0, HEAD_BYTES);
  if (typeof head.arrayBuffer === 'function') return head.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(head);
  });
}

/** False for a file that is not a photo, or that cannot be read at all. */
export async function hasPhotoContent(file: Blob): Promise<boolean> {
  try {
    return isPhotoSignature(new Uint8Array(await readHead(file)));
  } catch {
    return false;
  }
}
