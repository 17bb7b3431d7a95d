import { fireEvent, screen } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import type { AnalyticsEvents } from '../../lib/analytics';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { fakeServices } from '../../testing/services';
import { useTrackEvent } from '../useTrackEvent';

const lists: Record<string, AnalyticsEvents['doctor_list']> = {
  four: { speciality_id: 3, result_count: 4 },
  'four again': { speciality_id: 3, result_count: 4 },
  none: { speciality_id: 3, result_count: 0, appointment_type: 'emergency' },
};

/** A screen whose list of doctors arrives when a button is pressed. */
function DoctorList() {
  const [list, setList] = useState<AnalyticsEvents['doctor_list']>();
  useTrackEvent('doctor_list', list);
  return Object.entries(lists).map(([name, value]) => (
    <button key={name} type="button" onClick={() => setList(value)}>
      {name}
    </button>
  ));
}

describe('useTrackEvent', () => {
  it('waits for its fields, reports once (also under StrictMode), and again when they change', () => {
    const services = fakeServices('http://provider.test/', '/en/doctor_pre_order?specialityId=3');
    renderWithProviders(
      <StrictMode>
        <DoctorList />
      </StrictMode>,
      { locale: 'en', services },
    );
    expect(services.events).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'four' }));
    fireEvent.click(screen.getByRole('button', { name: 'four again' }));
    expect(services.events).toEqual([
      {
        event: 'doctor_list',
        properties: { speciality_id: 3, result_count: 4, page: '/doctor_pre_order', language: 'en' },
      },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'none' }));
    expect(services.events).toHaveLength(2);
    expect(services.events[1]?.properties).toMatchObject({ result_count: 0, appointment_type: 'emergency' });
  });
});
