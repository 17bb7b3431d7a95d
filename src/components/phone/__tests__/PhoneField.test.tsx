import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { type LocalProvider, startLocalProvider } from '../../../testing/localProvider';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { fakeServices } from '../../../testing/services';
import { PhoneField } from '../PhoneField';
import { useCallingCodeCountries } from '../useCallingCodeCountries';

const countryList = [
  { id: 1, name: 'Portugal', iso_code: 'PT', calling_code: '+351' },
  { id: 2, name: 'España', iso_code: 'ES', calling_code: '+34' },
];

let provider: LocalProvider;
beforeEach(async () => {
  provider = await startLocalProvider({
    'GET api/v1/auth/calling-code-countries': () => ({ body: { country_list: countryList } }),
  });
});
afterEach(() => provider.close());

function Harness() {
  const countries = useCallingCodeCountries();
  const [value, setValue] = useState({ isoCode: 'ES', number: '' });
  return (
    <>
      <PhoneField
        idPrefix="test-phone"
        countries={countries}
        isoCode={value.isoCode}
        number={value.number}
        onIsoCodeChange={(isoCode) => setValue({ ...value, isoCode })}
        onNumberChange={(number) => setValue({ ...value, number })}
      />
      <output>{`${value.isoCode} ${value.number}`}</output>
    </>
  );
}

describe('PhoneField', () => {
  it('offers the provider’s countries with their calling codes and reports what is typed', async () => {
    renderWithProviders(<Harness />, { services: fakeServices(provider.url) });
    const country = screen.getByRole('combobox', { name: 'País' });
    // Spain alone until the list arrives, then the provider's list.
    expect(screen.getByRole('option', { name: 'España (+34)' })).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'Portugal (+351)' })).toBeInTheDocument();
    await userEvent.selectOptions(country, 'PT');
    await userEvent.type(screen.getByRole('textbox', { name: 'Número de teléfono' }), '912345678');
    expect(screen.getByRole('status')).toHaveTextContent('PT 912345678');
  });

  it('keeps Spain when the list cannot be loaded', async () => {
    provider.route({ 'GET api/v1/auth/calling-code-countries': () => ({ status: 500, body: {} }) });
    renderWithProviders(<Harness />, { locale: 'en', services: fakeServices(provider.url) });
    await waitFor(() => expect(provider.received('GET api/v1/auth/calling-code-countries')).toHaveLength(1));
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('ES');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Spain (+34)']);
  });
});
