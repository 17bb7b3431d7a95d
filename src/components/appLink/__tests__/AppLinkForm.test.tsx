import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeviceType } from '../../../lib/device';
import type { Locale } from '../../../state/language/languageSlice';
import { initialShellState } from '../../../state/shell/shellSlice';
import { type LocalProvider, startLocalProvider } from '../../../testing/localProvider';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { fakeServices } from '../../../testing/services';
import { AppLinkContent } from '../AppLinkContent';

configure({ asyncUtilTimeout: 5000 });

const SEND = 'POST api/v1/campaign/landing/mobile';
let provider: LocalProvider;
let answer: () => Promise<void>;
beforeEach(async () => {
  answer = () => Promise.resolve();
  provider = await startLocalProvider({
    'GET api/v1/auth/calling-code-countries': () => ({
      body: {
        country_list: [
          { id: 1, name: 'Spain', iso_code: 'ES', calling_code: '+34' },
          { id: 2, name: 'Portugal', iso_code: 'PT', calling_code: '+351' },
        ],
      },
    }),
    [SEND]: async () => {
      await answer();
      return { body: { sent: true } };
    },
  });
});
afterEach(() => provider.close());

function render(locale: Locale = 'en', deviceType: DeviceType = 'desktop') {
  const user = userEvent.setup();
  const view = renderWithProviders(<AppLinkContent idPrefix="test" />, {
    locale,
    services: fakeServices(provider.url),
    preloadedState: { shell: { ...initialShellState, deviceType } },
  });
  return { user, ...view };
}

const number = () => screen.getByRole('textbox', { name: /Phone number|Número de teléfono/ });

describe('the app link by SMS', () => {
  it('sends the number with its country code and the page’s language, then says where it went', async () => {
    const { user } = render('en');
    await screen.findByRole('option', { name: 'Portugal (+351)' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'PT');
    await user.type(number(), '912 345 678');
    await user.click(screen.getByRole('button', { name: 'Text me the link' }));

    const sent = await screen.findByRole('status');
    expect(sent).toHaveTextContent(
      'Link sent to +351 912 345 678. Open the SMS on your phone to install the app.',
    );
    expect(sent).toHaveFocus();
    expect(provider.received(SEND).map((request) => request.body)).toEqual([
      { phone: '+351912345678', calling_code: '+351', language_id: 2 },
    ]);
    expect(provider.received(SEND)[0]?.headers.authorization).toBeUndefined();

    // Another number (or the same again): the form comes back with what was typed, ready to edit.
    await user.click(screen.getByRole('button', { name: 'Send it to another number' }));
    await waitFor(() => expect(number()).toHaveFocus());
    expect(number()).toHaveValue('912 345 678');
  });

  it('sends one request per click, however fast the clicks come', async () => {
    let release: () => void = () => undefined;
    answer = () => new Promise<void>((resolve) => (release = resolve));
    const { user } = render('es');
    await user.type(number(), '612345678');
    const button = screen.getByRole('button', { name: 'Envíame el enlace' });
    await user.dblClick(button);
    await user.keyboard('{Enter}');
    // Two submissions in the same instant (before any re-render can disable the button).
    const form = screen.getByRole('form', { name: 'Envíame el enlace' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(provider.received(SEND)).toHaveLength(1));
    release();
    expect(await screen.findByRole('status')).toHaveTextContent('Enlace enviado al +34 612 34 56 78.');
    expect(provider.received(SEND)).toHaveLength(1);
    expect(provider.received(SEND)[0]?.body).toEqual({
      phone: '+34612345678',
      calling_code: '+34',
      language_id: 1,
    });
  });

  it('asks for a valid number before calling the provider', async () => {
    const { user } = render('en');
    await user.click(screen.getByRole('button', { name: 'Text me the link' }));
    expect(number()).toHaveAccessibleDescription('Enter your mobile number');
    expect(number()).toHaveFocus();
    await user.type(number(), '12345');
    await user.click(screen.getByRole('button', { name: 'Text me the link' }));
    expect(number()).toHaveAccessibleDescription('Invalid Number');
    expect(provider.received(SEND)).toHaveLength(0);
  });

  it.each([
    [422, { code: 'invalid_phone', message: 'x', field: 'phone' }, 'Número no válido', true],
    [
      429,
      { code: 'too_many_requests', message: 'x' },
      'Este número ya ha recibido el enlace varias veces. Inténtalo dentro de una hora.',
      false,
    ],
    [
      500,
      { code: 'internal_error', message: 'x' },
      'No se ha podido enviar el enlace. Inténtalo de nuevo.',
      false,
    ],
  ] as const)(
    'shows the provider’s %s in Spanish, keeping the number',
    async (status, body, text, onField) => {
      provider.route({ [SEND]: () => ({ status, body }) });
      const { user } = render('es');
      await user.type(number(), '612345678');
      await user.click(screen.getByRole('button', { name: 'Envíame el enlace' }));
      if (onField) await waitFor(() => expect(number()).toHaveAccessibleDescription(text));
      else expect(await screen.findByRole('alert')).toHaveTextContent(text);
      expect(number()).toHaveValue('612345678');
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    },
  );

  it('on a phone offers the store badges only', () => {
    render('en', 'mobile');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
      'href',
      'https://apps.apple.com/',
    );
    expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toBeInTheDocument();
    expect(within(document.body).getByText(/Chat consultations run only in our mobile app/)).toBeVisible();
  });
});
