/**
 * The installable app (web app manifest): one manifest per language, linked from every page (src/index.html,
 * src/ssr/document.ts, src/app/LocaleRoot.tsx); scripts/pwaBuild.ts writes them. No imports: the build reads
 * this file.
 */
export const MANIFEST_PATHS = { es: '/manifest.webmanifest', en: '/manifest-en.webmanifest' } as const;

/** The icons (public/icons/, drawn by scripts/pwa-icons.ts) at the sizes Chromium and iOS ask for. */
export const APP_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

export const APPLE_TOUCH_ICON = '/icons/apple-touch-icon.png';
