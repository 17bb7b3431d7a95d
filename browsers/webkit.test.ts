import { after, before } from 'node:test';
import { appointmentsAndInvoice } from './journeys/appointments.ts';
import { backToAPageLeftWhileStarting } from './journeys/backForward.ts';
import { bookFromHomeAndPay } from './journeys/booking.ts';
import { acrossADeploy } from './journeys/deploy.ts';
import { quickActionsClickedEarly, signInTypedEarly } from './journeys/earlyInput.ts';
import { pageThrowsOneReport } from './journeys/errorReports.ts';
import { switchLanguage } from './journeys/language.ts';
import { offlinePageOfANewPage } from './journeys/offline.ts';
import { publicPagesHydrate } from './journeys/publicPages.ts';
import { signInWithCodeAndBack } from './journeys/signIn.ts';
import { waitingRoomDeviceCheck } from './journeys/waitingRoom.ts';
import { locales } from './support/i18n.ts';
import { JourneyRun, START_MS } from './support/run.ts';
import { launchWebKit } from './support/webkit.ts';

/** WebKitGTK's MiniBrowser over W3C WebDriver (selenium-webdriver): the journeys of docs/browsers.md, in order. */
const run = new JourneyRun('webkit', launchWebKit);
before(() => run.start(), { timeout: START_MS });
after(() => run.stop());

const journey = (name: string, body: () => Promise<void>) => run.journey(name, body);

for (const locale of locales) {
  journey(
    `every public page is server-rendered, paints and hydrates with no problem reported (${locale})`,
    () => publicPagesHydrate(run, locale),
  );
}
journey('a page that throws sends one error report, which symbolicate reads as the source line (en)', () =>
  pageThrowsOneReport(run, 'en'),
);
for (const locale of locales) {
  journey(
    `a visitor goes Back to a page left while it was starting: the sign-in page, not an empty page (${locale})`,
    () => backToAPageLeftWhileStarting(run, locale),
  );
}
journey(
  "across a deploy: one reload lands on the link's page in the new build; a page it lacks says it could not be loaded (en)",
  () => acrossADeploy(run, 'en'),
);
journey('a click on quick actions before the app has loaded opens the menu once it has (en)', () =>
  quickActionsClickedEarly(run, 'en'),
);
journey('the sign-in form filled and sent before the app has loaded sends the code (es)', () =>
  signInTypedEarly(run, 'es'),
);
for (const locale of locales) {
  journey(`sign-in with the one-time code returns to the appointments; sign-out (${locale})`, () =>
    signInWithCodeAndBack(run, locale),
  );
}
journey(
  'on a 390 px phone: from the home search to an appointment paid with the sandbox card, no sideways scroll (en)',
  () => bookFromHomeAndPay(run, 'en', { card: 'plain', phone: true }),
);
journey('on a 390 px phone: paid with the card that asks for 3-D Secure, no sideways scroll (es)', () =>
  bookFromHomeAndPay(run, 'es', { card: 'threeDSecure', phone: true }),
);
for (const locale of locales) {
  journey(`appointments, a visit's details and an invoice PDF saved (${locale})`, () =>
    appointmentsAndInvoice(run, locale),
  );
  journey(
    `the waiting room's device check without a camera or microphone explains and lets the patient wait (${locale})`,
    () => waitingRoomDeviceCheck(run, locale, 'none'),
  );
}
journey('the language switch keeps the page, both ways (es → en → es)', () => switchLanguage(run));
for (const locale of locales) {
  journey(
    `offline, a page never opened is the app's offline page, linking to what can be read offline (${locale})`,
    () => offlinePageOfANewPage(run, locale),
  );
}
