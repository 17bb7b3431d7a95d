import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const PALETTE = ['#1565c0', '#2e7d32', '#6a1b9a', '#c62828', '#00838f', '#ef6c00', '#4527a0', '#ad1457'];

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** A round avatar with initials: the doctors' "photos" and the companies' logos are local files. */
export function initialsSvg(label: string, seed: number): string {
  const initials = label
    .replace(/^(Dr|Dra)\.\s+/, '')
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0] ?? '')
    .join('')
    .toUpperCase();
  const color = PALETTE[seed % PALETTE.length];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160" role="img" ` +
    `aria-label="${escapeXml(label)}"><circle cx="80" cy="80" r="80" fill="${color}"/>` +
    `<text x="80" y="96" font-family="sans-serif" font-size="56" fill="#fff" text-anchor="middle">` +
    `${escapeXml(initials)}</text></svg>\n`
  );
}

/** Writes `relative` under `dir` unless it is already there; returns the public path `/assets/...`. */
export function ensureAsset(dir: string, relative: string, content: () => string): string {
  const file = path.join(dir, relative);
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content());
  }
  return `/assets/${relative}`;
}
