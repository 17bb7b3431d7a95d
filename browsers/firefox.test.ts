import { after, before } from 'node:test';
import { appointmentsAndInvoice } from './journeys/appointments.ts';
import { bookFromHomeAndPay } from './journeys/booking.ts';
import { acrossADeploy } from './journeys/deploy.ts';
import { quickActionsClickedEarly, signInTypedEarly } from './journeys/earlyInput.ts';
import { pageThrowsOneReport } from './journeys/errorReports.ts';
import { switchLanguage } from './journeys/language.ts';
import { offlinePageOfANewPage } from './journeys/offline.ts';
import { publicPagesHydrate } from './journeys/publicPages.ts';
import { signInWithCodeAndBack } from './journeys/signIn.ts';
import { twoTabsAcrossTokenExpiries } from './journeys/tabs.ts';
import { waitingRoomDeviceCheck } from './journeys/waitingRoom.ts';
import { launchFirefox } from './support/firefox.ts';
import { locales } from './support/i18n.ts';
import { JourneyRun, START_MS } from './support/run.ts';

/** Firefox ESR over WebDriver BiDi (puppeteer-core): the journeys of docs/browsers.md, in order. */
const run = new JourneyRun('firefox', launchFirefox, { shortTokens: true });
before(() => run.start(), { timeout: START_MS });
after(() => run.stop());

const journey = (name: string, body: () => Promise<void>) => run.journey(name, body);

for (const locale of locales) {
  journey(
    `every public page is server-rendered, paints and hydrates with no problem reported (${locale})`,
    () => publicPagesHydrate(run, locale),
  );
}
journey('a page that throws sends one error report, which symbolicate reads as the source line (es)', () =>
  pageThrowsOneReport(run, 'es'),
);
journey(
  "across a deploy: one reload lands on the link's page in the new build; a page it lacks says it could not be loaded (es)",
  () => acrossADeploy(run, 'es'),
);
journey('a click on quick actions before the app has loaded opens the menu once it has (es)', () =>
  quickActionsClickedEarly(run, 'es'),
);
journey('the sign-in form filled and sent before the app has loaded sends the code (en)', () =>
  signInTypedEarly(run, 'en'),
);
for (const locale of locales) {
  journey(`sign-in with the one-time code returns to the appointments; sign-out (${locale})`, () =>
    signInWithCodeAndBack(run, locale),
  );
}
journey('from the home search to an appointment paid with the sandbox card (es)', () =>
  bookFromHomeAndPay(run, 'es', { card: 'plain' }),
);
journey('from the home search to an appointment paid with the card that asks for 3-D Secure (en)', () =>
  bookFromHomeAndPay(run, 'en', { card: 'threeDSecure' }),
);
for (const locale of locales) {
  journey(`appointments, a visit's details and an invoice PDF saved (${locale})`, () =>
    appointmentsAndInvoice(run, locale),
  );
  journey(`the waiting room's device check with Firefox's fake camera and microphone (${locale})`, () =>
    waitingRoomDeviceCheck(run, locale, 'granted'),
  );
}
journey('the language switch keeps the page, both ways (es → en → es)', () => switchLanguage(run));
journey('two tabs across token expiries: one refresh per expiry, signed out together (es)', () =>
  twoTabsAcrossTokenExpiries(run),
);
for (const locale of locales) {
  journey(
    `offline, a page never opened is the app's offline page, linking to what can be read offline (${locale})`,
    () => offlinePageOfANewPage(run, locale),
  );
}
