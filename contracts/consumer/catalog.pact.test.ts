import { catalogApi } from '../../src/api/shared/catalog';
import { OTHER_SPECIALITY_ID, SPECIALITY_ID } from './support/fixtures';
import { eachLike, integer, oneOf, string, url } from './support/matchers';
import { createPact } from './support/pact';
import { requestHeaders } from './support/requests';
import { pagination, speciality } from './support/shapes';
import { CATALOG } from './support/states';
import { visitorStoreFor } from './support/store';

const pact = createPact();

/**
 * The specialities page shows each speciality's icon and its lowest price (SpecialityCard). Both are nullable,
 * so this state guarantees them for every speciality of the list (the template applies to every element).
 */
const CARDS = 'every speciality has an icon and a doctor with a price';
/** The catalog is public: visitors browse it, so these calls carry no bearer. */
const visitor = () => requestHeaders({ auth: 'none' });

describe('catalog (home, specialities, search, footer)', () => {
  it('getSpecialities: the speciality list with its additional info', async () => {
    await pact
      .addInteraction()
      .given(CATALOG)
      .given(CARDS)
      .uponReceiving('getSpecialities: a request for the first page of specialities with additional info')
      .withRequest('GET', '/api/v1/speciality', (b) =>
        b.headers(visitor()).query({ hasAdditionalInfo: 'true', 'page-size': '500', page: '1' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          speciality_list: eachLike({
            ...speciality(),
            additional_info: string('Consulta por vídeo de 20 minutos.'),
            icon_url: url('https://cdn.telehealth.example/specialities/dermatologia.svg'),
            price_from: integer(2900),
          }),
          pagination: pagination(1, 500, 12),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = visitorStoreFor(mockServer);
        const result = await store.dispatch(catalogApi.endpoints.getSpecialities.initiate()).unwrap();
        expect(result.speciality_list[0]).toMatchObject({
          id: SPECIALITY_ID,
          title: expect.any(String),
          slug: expect.any(String),
          additional_info: expect.any(String),
        });
        expect(result.speciality_list[0]?.icon_url).toMatch(/^https?:\/\//);
        expect(result.speciality_list[0]?.price_from).toEqual(expect.any(Number));
        expect(result.pagination.total).toEqual(expect.any(Number));
      });
  });

  it('getSpecialitiesByIds: the specialities of a list of ids', async () => {
    await pact
      .addInteraction()
      .given(CATALOG)
      .uponReceiving('getSpecialitiesByIds: a request for specialities by id')
      .withRequest('GET', '/api/v1/speciality', (b) =>
        b.headers(visitor()).query({ specialityIds: `${SPECIALITY_ID},${OTHER_SPECIALITY_ID}` }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ speciality_list: eachLike(speciality()), pagination: pagination(1, 500, 2) }),
      )
      .executeTest(async (mockServer) => {
        const { store } = visitorStoreFor(mockServer);
        const result = await store
          .dispatch(catalogApi.endpoints.getSpecialitiesByIds.initiate([SPECIALITY_ID, OTHER_SPECIALITY_ID]))
          .unwrap();
        expect(result.speciality_list[0]?.id).toBe(SPECIALITY_ID);
      });
  });

  it('getFooterSpecialities: the footer links (fetched on each page load)', async () => {
    await pact
      .addInteraction()
      .given(CATALOG)
      .uponReceiving('getFooterSpecialities: a request for the specialities linked from the footer')
      .withRequest('GET', '/api/v1/speciality/footer', (b) => b.headers(visitor()))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          speciality_list: eachLike({
            id: integer(SPECIALITY_ID),
            title: string('Dermatología'),
            slug: string('dermatologia'),
          }),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = visitorStoreFor(mockServer);
        const result = await store.dispatch(catalogApi.endpoints.getFooterSpecialities.initiate()).unwrap();
        expect(result.speciality_list[0]).toEqual({
          id: SPECIALITY_ID,
          title: 'Dermatología',
          slug: 'dermatologia',
        });
      });
  });

  it('getSymptoms: the symptom list', async () => {
    await pact
      .addInteraction()
      .given(CATALOG)
      .uponReceiving('getSymptoms: a request for the symptom list')
      .withRequest('GET', '/api/v1/symptom', (b) => b.headers(visitor()))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          symptom_list: eachLike({
            id: integer(14),
            title: string('Picor en la piel'),
            speciality_id: integer(SPECIALITY_ID),
          }),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = visitorStoreFor(mockServer);
        const { symptom_list } = await store.dispatch(catalogApi.endpoints.getSymptoms.initiate()).unwrap();
        expect(symptom_list[0]).toMatchObject({ title: expect.any(String), speciality_id: SPECIALITY_ID });
      });
  });

  it('mainSearch: specialities, symptoms and doctors matching what the patient typed', async () => {
    await pact
      .addInteraction()
      .given(CATALOG)
      .uponReceiving('mainSearch: a search for "derma"')
      .withRequest('GET', '/api/v1/pwa/main-search', (b) => b.headers(visitor()).query({ q: 'derma' }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          specialities: eachLike({
            id: integer(SPECIALITY_ID),
            title: string('Dermatología'),
            slug: string('dermatologia'),
          }),
          symptoms: eachLike({
            id: integer(14),
            title: string('Dermatitis'),
            speciality_id: integer(SPECIALITY_ID),
          }),
          doctors: eachLike({
            id: integer(21),
            full_name: string('Dra. Lucía Romero'),
            speciality_id: integer(SPECIALITY_ID),
            speciality_title: string('Dermatología'),
          }),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = visitorStoreFor(mockServer);
        const result = await store.dispatch(catalogApi.endpoints.mainSearch.initiate('derma')).unwrap();
        expect(result.specialities[0]?.slug).toEqual(expect.any(String));
        expect(result.symptoms[0]?.speciality_id).toBe(SPECIALITY_ID);
        expect(result.doctors[0]?.full_name).toEqual(expect.any(String));
      });
  });

  it('getPolicies: the policies the sign-in form links to', async () => {
    await pact
      .addInteraction()
      .given(CATALOG)
      .uponReceiving('getPolicies: a request for the legal policies')
      .withRequest('GET', '/api/v1/pwa/policies', (b) => b.headers(visitor()))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          policies: eachLike({
            id: integer(1),
            type: oneOf(['privacy', 'terms', 'cookies'], 'privacy'),
            title: string('Política de privacidad'),
            url: url('https://www.telehealth.example/privacidad'),
            version: string('2026-01'),
          }),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = visitorStoreFor(mockServer);
        const { policies } = await store.dispatch(catalogApi.endpoints.getPolicies.initiate()).unwrap();
        expect(['privacy', 'terms', 'cookies']).toContain(policies[0]?.type);
        expect(policies[0]?.url).toMatch(/^https?:\/\//);
      });
  });
});
