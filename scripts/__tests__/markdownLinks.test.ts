import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { anchorsOf, brokenLinks, projectMarkdown, slug } from '../markdownLinks.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

describe('the project’s Markdown links', () => {
  it('every relative link and #anchor of README.md and docs/**/*.md resolves', () => {
    const files = projectMarkdown(ROOT);
    assert.ok(files.includes('docs/architecture.md'), 'docs/ is read');
    const broken = brokenLinks(ROOT, files).map(
      ({ file, target, reason }) => `${file}: (${target}) ${reason}`,
    );
    assert.deepEqual(broken, []);
  });
});

describe('the link checker', () => {
  it('makes GitHub’s anchors of headings', () => {
    assert.equal(slug('Sign-in and profile'), 'sign-in-and-profile');
    assert.equal(slug('Pages, language and errors'), 'pages-language-and-errors');
    assert.equal(
      slug('0005. Clicks and typing: held, then made again'),
      '0005-clicks-and-typing-held-then-made-again',
    );
    assert.equal(slug('`/appointments` and [the details](x.md)'), 'appointments-and-the-details');
    assert.equal(slug('Speciality slugs per language'), 'speciality-slugs-per-language');
    assert.deepEqual([...anchorsOf('# A\n## B\n```\n# not a heading\n```\n## B\n')], ['a', 'b', 'b-1']);
  });

  it('finds a missing file, a missing heading and an anchor into a folder; ignores code and web links', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'links-'));
    mkdirSync(path.join(root, 'docs'));
    writeFileSync(path.join(root, 'docs', 'a.md'), '# A\n\n## Kept heading\n');
    writeFileSync(
      path.join(root, 'README.md'),
      [
        '[ok](docs/a.md) [ok](docs/a.md#kept-heading) [ok](#readme) [ok](docs/) [web](https://example.com/x#y)',
        '[gone](docs/b.md) [no heading](docs/a.md#lost) [folder](docs/#x) [here](#nowhere)',
        '`[code](docs/c.md)`',
        '```',
        '[fenced](docs/d.md)',
        '```',
        '# Readme',
      ].join('\n'),
    );
    assert.deepEqual(brokenLinks(root, projectMarkdown(root)), [
      { file: 'README.md', target: 'docs/b.md', reason: 'no such file' },
      { file: 'README.md', target: 'docs/a.md#lost', reason: 'no heading #lost' },
      { file: 'README.md', target: 'docs/#x', reason: 'an anchor into something that is not Markdown' },
      { file: 'README.md', target: '#nowhere', reason: 'no heading #nowhere' },
    ]);
  });
});
