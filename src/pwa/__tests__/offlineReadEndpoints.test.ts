import { sharedAppointmentsApi } from '../../api/shared/appointments';
import { sharedPrescriptionsApi } from '../../api/shared/prescriptions';
import { OFFLINE_READ_ENDPOINTS, OFFLINE_READS } from '../../config/offline';
import { appointmentsApi } from '../../features/appointments/api';
import { setupStore } from '../../store/store';
import { type LocalProvider, startLocalProvider } from '../../testing/localProvider';
import { fakeServices } from '../../testing/services';

let provider: LocalProvider;
beforeEach(async () => {
  provider = await startLocalProvider();
});
afterEach(() => provider.close());

/** The real endpoints, with an argument each: the page keeps their answers under the paths of the table. */
const CALLS = {
  getUpcomingAppointments: [sharedAppointmentsApi.endpoints.getUpcomingAppointments, undefined],
  getAppointmentDetails: [appointmentsApi.endpoints.getAppointmentDetails, 41],
  getPrescription: [sharedPrescriptionsApi.endpoints.getPrescription, undefined],
} as const;

describe('the reads kept for offline reading', () => {
  it('the table names each endpoint the worker keeps, with the path the endpoint asks for', async () => {
    expect(Object.keys(OFFLINE_READ_ENDPOINTS).sort()).toEqual(Object.keys(CALLS).sort());
    const store = setupStore({}, fakeServices(provider.url));
    for (const [name, [endpoint, arg]] of Object.entries(CALLS)) {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      await store.dispatch((endpoint as any).initiate(arg));
      const asked = provider.requests.at(-1)!.path;
      expect(`${name}: ${OFFLINE_READ_ENDPOINTS[name]!(arg)}`).toBe(`${name}: ${asked}`);
      expect(OFFLINE_READS.some((read) => read.test(`/${asked}`))).toBe(true);
    }
  });
});
