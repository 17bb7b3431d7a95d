import { campaignApi } from '../../src/api/shared/campaign';
import { appLinkErrorOf } from '../../src/components/appLink/errors';
import { failureOf } from './support/calls';
import { NEW_PHONE } from './support/fixtures';
import { boolean } from './support/matchers';
import { createPact } from './support/pact';
import { errorBody, jsonHeaders } from './support/requests';
import { visitorStoreFor } from './support/store';

const pact = createPact();

const VISITOR = 'a visitor who is not signed in';
/** The sandbox's limit; a provider with another limit sets up as many sends as it needs to refuse the next. */
const LIMIT_REACHED = `the app link was sent to ${NEW_PHONE} as often as allowed in the last hour`;

describe('campaign landing: the app link by SMS', () => {
  it('sendAppLink: "get the app" texts a download link (campaign landing)', async () => {
    await pact
      .addInteraction()
      .given(VISITOR)
      .uponReceiving('sendAppLink: a visitor asks for the app link by SMS')
      .withRequest('POST', '/api/v1/campaign/landing/mobile', (b) =>
        b
          .headers(jsonHeaders({ auth: 'none' }))
          .jsonBody({ phone: NEW_PHONE, calling_code: '+34', language_id: 1 }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ sent: boolean(true) }))
      .executeTest(async (mockServer) => {
        const { store } = visitorStoreFor(mockServer);
        const result = await store
          .dispatch(
            campaignApi.endpoints.sendAppLink.initiate({
              phone: NEW_PHONE,
              calling_code: '+34',
              language_id: 1,
            }),
          )
          .unwrap();
        expect(result.sent).toBe(true);
      });
  });

  it.each([
    {
      name: 'a number that is not valid',
      state: VISITOR,
      phone: '+34123',
      status: 422,
      code: 'invalid_phone',
      message: 'Invalid Number',
      shown: 'appLink.phoneInvalid',
    },
    {
      name: 'a number that had the link too often',
      state: LIMIT_REACHED,
      phone: NEW_PHONE,
      status: 429,
      code: 'too_many_requests',
      message: 'Too many requests. Wait a while and try again',
      shown: 'appLink.tooMany',
    },
  ])(
    'sendAppLink: $name is refused with $status',
    async ({ name, state, phone, status, code, message, shown }) => {
      await pact
        .addInteraction()
        .given(state)
        .uponReceiving(`sendAppLink: the app link to ${name} is refused`)
        .withRequest('POST', '/api/v1/campaign/landing/mobile', (b) =>
          b
            .headers(jsonHeaders({ auth: 'none', locale: 'en' }))
            .jsonBody({ phone, calling_code: '+34', language_id: 2 }),
        )
        .willRespondWith(status, (b) => b.jsonBody(errorBody(code, message)))
        .executeTest(async (mockServer) => {
          const { store } = visitorStoreFor(mockServer, { locale: 'en' });
          const failure = await failureOf(
            store.dispatch(
              campaignApi.endpoints.sendAppLink.initiate({ phone, calling_code: '+34', language_id: 2 }),
            ),
          );
          expect(failure.status).toBe(status);
          // The form shows its own text for the code, not the generic one.
          expect(appLinkErrorOf(failure).message.id).toBe(shown);
        });
    },
  );
});
