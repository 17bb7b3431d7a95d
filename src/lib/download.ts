/** How long a saved file's object URL stays alive: long enough for every browser to start the download. */
export const OBJECT_URL_LIFETIME_MS = 60_000;

/** The file name of a `Content-Disposition: attachment; filename="…"` header (RFC 6266), if it has one. */
export function fileNameOf(contentDisposition: string | null): string | null {
  if (!contentDisposition) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(contentDisposition);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1]!.trim());
    } catch {
      // Fall back to the plain filename below.
    }
  }
  const plain = /filename\s*=\s*"([^"]+)"|filename\s*=\s*([^;\s]+)/i.exec(contentDisposition);
  const name = plain?.[1] ?? plain?.[2];
  return name ? name.replace(/[/\\]/g, '_') : null;
}

/** Saves a file the app fetched itself (an object URL) under `fileName`, as a plain download link would. */
export function saveObjectUrl(objectUrl: string, fileName: string, doc: Document = document): void {
  const link = doc.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  doc.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), OBJECT_URL_LIFETIME_MS);
}
