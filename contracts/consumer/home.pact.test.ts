import { homeApi } from '../../src/features/home/api';
import { NEW_PHONE } from './support/fixtures';
import { boolean } from './support/matchers';
import { createPact } from './support/pact';
import { jsonHeaders } from './support/requests';
import { visitorStoreFor } from './support/store';

const pact = createPact();

describe('home', () => {
  it('sendAppLink: "get the app" texts a download link (campaign landing)', async () => {
    await pact
      .addInteraction()
      .given('a visitor who is not signed in')
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
            homeApi.endpoints.sendAppLink.initiate({ phone: NEW_PHONE, calling_code: '+34', language_id: 1 }),
          )
          .unwrap();
        expect(result.sent).toBe(true);
      });
  });
});
