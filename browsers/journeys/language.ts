import assert from 'node:assert/strict';
import { t } from '../support/i18n.ts';
import type { JourneyRun } from '../support/run.ts';

/**
 * The language menu in the header (Spanish → English) and the footer's link (English → Spanish) keep the page,
 * and the provider's texts follow (the sandbox answers in the request's language).
 */
export async function switchLanguage(run: JourneyRun): Promise<void> {
  await run.withTab(async (tab) => {
    await tab.goto('/specialties');
    await tab.waitForApp();
    await tab.find({ role: 'article', name: 'Psicología' });
    await tab.click({
      role: 'button',
      name: t('es', 'header.language', { code: 'ES' }),
      within: { role: 'banner' },
    });
    await tab.click({ role: 'menuitem', name: 'English' });
    await tab.waitForPath(/^\/en\/specialties$/);
    await tab.find({ role: 'heading', level: 1, name: t('en', 'specialties.title') });
    await tab.find({ role: 'article', name: 'Psychology' });
    assert.equal(await tab.attribute({ css: 'html' }, 'lang'), 'en');

    await tab.click({ role: 'link', name: 'Español', within: { role: 'contentinfo' } });
    await tab.waitForPath(/^\/specialties$/);
    await tab.find({ role: 'heading', level: 1, name: t('es', 'specialties.title') });
    await tab.find({ role: 'article', name: 'Psicología' });
    assert.equal(await tab.attribute({ css: 'html' }, 'lang'), 'es');
    assert.deepEqual(await tab.problems(), []);
  });
}
