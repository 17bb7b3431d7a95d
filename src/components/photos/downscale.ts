import { MAX_LONG_SIDE_PX } from './limits';

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
 * A photo whose long side is over 2,000 px comes back downscaled (same type, EXIF orientation applied to the
 * pixels, so it stays the right way up); anything else comes back as it is. The library
 * (browser-image-compression, about 20 kB gzip) is fetched on the first large photo only. Its web worker
 * would load the library from a CDN, so it runs on the page.
 */
export async function downscalePhoto(file: File): Promise<Blob> {
  const size = await pixelSize(file);
  if (!size || Math.max(size.width, size.height) <= MAX_LONG_SIDE_PX) return file;
  const { default: imageCompression } = await import(
    /* webpackChunkName: "image-compression" */ 'browser-image-compression'
  );
  try {
    return await imageCompression(file, {
      maxWidthOrHeight: MAX_LONG_SIDE_PX,
      useWebWorker: false,
      initialQuality: 0.85,
    });
  } catch {
    // A photo the canvas cannot re-encode is sent as it is; the size limits still apply to it.
    return file;
  }
}
