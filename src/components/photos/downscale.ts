import { MAX_LONG_SIDE_PX } from './limits';

const MB = 1024 * 1024;

/** The photo's pixel size, or null where the browser cannot decode it (HEIC outside Safari, jsdom). */
async function pixelSize(file: Blob): Promise<{ width: number; height: number } | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}

/**
 * What is sent for a chosen photo. One whose long side is over 2,000 px, or that weighs more than `maxBytes`
 * (what is left of the photos' 20 MB: a 21 MB photo of any pixel size), comes back re-encoded: downscaled,
 * same type, EXIF orientation applied to the pixels (it stays the right way up), and made lighter step by step
 * (quality, then size) until it fits, as far as the library goes. Anything else, and a photo this browser cannot
 * decode, comes back as it is: the caller refuses what still does not fit. The library
 * (browser-image-compression, about 20 kB gzip) is fetched on the first large photo only. Its web worker
 * would load the library from a CDN, so it runs on the page.
 */
export async function downscalePhoto(file: File, maxBytes = Number.POSITIVE_INFINITY): Promise<Blob> {
  const size = await pixelSize(file);
  if (!size) return file;
  const tooWide = Math.max(size.width, size.height) > MAX_LONG_SIDE_PX;
  if (!tooWide && file.size <= maxBytes) return file;
  const { default: imageCompression } = await import(
    /* webpackChunkName: "image-compression" */ 'browser-image-compression'
  );
  try {
    return await imageCompression(file, {
      maxWidthOrHeight: MAX_LONG_SIDE_PX,
      // Nothing left of the 20 MB: no size can fit, so only the long side is reduced.
      maxSizeMB: maxBytes > 0 ? maxBytes / MB : Number.POSITIVE_INFINITY,
      useWebWorker: false,
      initialQuality: 0.85,
    });
  } catch {
    // A photo the canvas cannot re-encode is sent as it is; the size limits still apply to it.
    return file;
  }
}
