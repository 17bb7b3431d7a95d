import type { Page } from '@playwright/test';
import axe from 'axe-core';
import { settleAnimations } from './authSupport';

type Axe = typeof axe;
type AxeText = {
  sanitize(text: string): string;
  removeUnicode(text: string, options: Record<string, boolean>): string;
  visibleVirtual(node: unknown, screenReader: boolean, noRecursing: boolean, options: object): string;
  accessibleTextVirtual(node: unknown): string;
};

const STARTS_WITH_TEXT = 'label-in-name-starts-with-text';

/**
 * WCAG 2.5.3 (label in name): the controls whose accessible name does not start with the text they show, so a
 * patient who says what they see to voice control cannot press them ('ES' named 'Idioma: Español'). One axe run
 * of two rules: axe's own `label-content-name-mismatch` (experimental, so off in `expectNoSeriousA11yViolations`),
 * which asks only that the name contain the text ('es' is in 'español', so it let the language button pass), and
 * ours, which asks that it start with it (WCAG's advice: 'ES, idioma: español'), with axe's own text algorithms
 * and the same controls (widgets named from their content that carry an aria-label or aria-labelledby).
 */
export async function labelInNameViolations(page: Page): Promise<string[]> {
  await settleAnimations(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async (ruleId) => {
    const { axe } = window as unknown as { axe: Axe };
    if (!axe.getRules().some((rule) => rule.ruleId === ruleId)) {
      axe.configure({
        checks: [
          {
            id: ruleId,
            evaluate(_node: Element, _options: unknown, virtualNode: unknown) {
              const text = (axe.commons as unknown as { text: AxeText }).text;
              const curate = (value: string) =>
                text
                  .sanitize(text.removeUnicode(value, { emoji: true, nonBmp: true, punctuations: true }))
                  .toLowerCase();
              const shown = curate(
                text.visibleVirtual(virtualNode, false, false, { ignoreIconLigature: true }),
              );
              return !shown || curate(text.accessibleTextVirtual(virtualNode)).startsWith(shown);
            },
          },
        ],
        rules: [
          {
            id: ruleId,
            selector: '*',
            matches: 'label-content-name-mismatch-matches',
            any: [ruleId],
            impact: 'serious',
            tags: ['wcag21a', 'wcag253'],
            metadata: {
              description:
                'A control named apart from its content has a name that starts with its visible text',
              help: 'The accessible name starts with the visible text',
              helpUrl: 'https://www.w3.org/WAI/WCAG22/Understanding/label-in-name.html',
            },
          },
        ],
      });
    }
    const { violations } = await axe.run(document, {
      runOnly: { type: 'rule', values: ['label-content-name-mismatch', ruleId] },
      resultTypes: ['violations'],
    });
    return violations.flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} ${node.html.slice(0, 200)}`),
    );
  }, STARTS_WITH_TEXT);
}
