/**
 * The relative links of the project's Markdown (README.md and docs/): each must name a file or folder that
 * exists and, with `#anchor`, a heading of that Markdown file (GitHub's anchors). Checked by
 * scripts/__tests__/markdownLinks.test.ts in `npm test`.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Fenced code blocks and inline code spans: their brackets are not links and their `#` lines not headings. */
const withoutCode = (markdown: string) =>
  markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '``');

/** GitHub's anchor for a heading's text: lower case, punctuation dropped, spaces to hyphens. */
export function slug(heading: string): string {
  const text = heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*`]/g, '')
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
}

/** The anchors of a Markdown file's headings, repeated ones numbered as GitHub does (`-1`, `-2`). */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const fences = /^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[^\n]*$/gm;
  for (const [, text] of markdown.replace(fences, '').matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = slug(text!);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

export interface BrokenLink {
  file: string;
  target: string;
  reason: string;
}

/** Every relative link in `files` (paths relative to `root`) that does not resolve. */
export function brokenLinks(root: string, files: string[]): BrokenLink[] {
  const broken: BrokenLink[] = [];
  const anchorCache = new Map<string, Set<string>>();
  const anchors = (file: string) => {
    let found = anchorCache.get(file);
    if (!found) anchorCache.set(file, (found = anchorsOf(readFileSync(file, 'utf8'))));
    return found;
  };
  for (const file of files) {
    const full = path.join(root, file);
    const markdown = withoutCode(readFileSync(full, 'utf8'));
    for (const [, target] of markdown.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target!)) continue;
      const [linkPath, anchor] = target!.split('#', 2) as [string, string | undefined];
      const resolved = linkPath === '' ? full : path.resolve(path.dirname(full), decodeURI(linkPath));
      if (!existsSync(resolved)) {
        broken.push({ file, target: target!, reason: 'no such file' });
      } else if (anchor !== undefined) {
        if (statSync(resolved).isDirectory() || !resolved.endsWith('.md')) {
          broken.push({ file, target: target!, reason: 'an anchor into something that is not Markdown' });
        } else if (!anchors(resolved).has(anchor)) {
          broken.push({ file, target: target!, reason: `no heading #${anchor}` });
        }
      }
    }
  }
  return broken;
}

/** README.md and every Markdown file under docs/, relative to `root`. */
export function projectMarkdown(root: string): string[] {
  const docs = path.join(root, 'docs');
  const nested = existsSync(docs)
    ? readdirSync(docs, { recursive: true, encoding: 'utf8' })
        .filter((name) => name.endsWith('.md'))
        .map((name) => path.join('docs', name))
    : [];
  return ['README.md', ...nested.sort()];
}
