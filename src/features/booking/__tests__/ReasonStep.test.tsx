import { screen, within } from '@testing-library/react';
import type { LocalProvider } from '../../../testing/localProvider';
import { FIRST_RENDER, findStep, renderFlow, startBookingProvider } from './fixtures';

let provider: LocalProvider;
beforeEach(async () => {
  provider = await startBookingProvider();
});
afterEach(() => provider.close());

describe('booking, the reason step', () => {
  it('offers the specialities; choosing one opens its doctors, named in the URL', async () => {
    const { user, search } = renderFlow(provider, '/en/doctor_pre_order');
    expect(await findStep('What do you need help with?')).toBeVisible();
    expect(screen.getByText('Step 1 of 5')).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Psychology' }, FIRST_RENDER));
    expect(await findStep('Choose a doctor')).toBeVisible();
    expect(await screen.findByRole('heading', { level: 3, name: 'Dra. Lucía Romero' })).toBeVisible();
    expect(search().toString()).toBe('specialityId=1');
    expect(provider.received('GET api/v2/pwa/doctor-available').at(-1)?.query.get('specialityId')).toBe('1');
  });

  it('finds a symptom without its accents and books its speciality', async () => {
    const { user, search } = renderFlow(provider, '/en/doctor_pre_order');
    await user.type(await screen.findByRole('textbox', { name: 'Symptom' }, FIRST_RENDER), 'acne');
    await user.click(await screen.findByRole('button', { name: 'Acné' }));
    expect(await findStep('Choose a doctor')).toBeVisible();
    expect(search().toString()).toBe('specialityId=5&symptomId=13');
  });

  it('says when no symptom matches, in Spanish', async () => {
    const { user } = renderFlow(provider, '/doctor_pre_order');
    await user.type(await screen.findByRole('textbox', { name: 'Síntoma' }, FIRST_RENDER), 'zzz');
    expect(await screen.findByText('Ningún síntoma coincide. Prueba con otra palabra.')).toBeVisible();
  });

  it('offers to try again when the specialities cannot be loaded', async () => {
    provider.route({ 'GET api/v1/speciality': () => ({ status: 503, body: { code: 'x', message: 'x' } }) });
    const { user } = renderFlow(provider, '/en/doctor_pre_order');
    expect(await screen.findByText('This could not be loaded.', {}, FIRST_RENDER)).toBeVisible();
    provider.route({
      'GET api/v1/speciality': () => ({
        body: {
          speciality_list: [{ id: 1, title: 'Psychology', slug: 'psychology', description: '' }],
          pagination: { page: 1, page_size: 500, total: 1 },
        },
      }),
    });
    await user.click(screen.getAllByRole('button', { name: 'Try again' })[0]!);
    expect(await screen.findByRole('button', { name: 'Psychology' })).toBeVisible();
  });
});

describe('booking, the wizard', () => {
  it('asks one question at a time and keeps its place and answers in the URL, across a reload in another language', async () => {
    const first = renderFlow(provider, '/en/doctor_pre_order');
    const { user } = first;
    await user.click(
      await screen.findByRole('button', { name: 'Not sure? Answer a few questions' }, FIRST_RENDER),
    );
    expect(await findStep('A few questions')).toBeVisible();
    expect(first.search().toString()).toBe('wizardQuestion=1');
    await user.click(await screen.findByRole('button', { name: 'Next' }, FIRST_RENDER));
    expect(screen.getByText('Choose an answer to go on.')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'The skin' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('group', { name: 'Who is it for?' })).toBeVisible();
    expect(screen.getByText('Question 2 of 2')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'For a child' }));
    expect(first.search().toString()).toBe('wizardQuestion=2&wizardAnswers=1-4');
    const url = `/doctor_pre_order?${first.search()}`;
    first.unmount();

    // A reload (here in Spanish, as after a language switch): the same question, the same answers.
    const again = renderFlow(provider, url);
    expect(await findStep('Unas preguntas')).toBeVisible();
    expect(await screen.findByRole('group', { name: 'Who is it for?' }, FIRST_RENDER)).toBeVisible();
    expect(screen.getByRole('radio', { name: 'For a child' })).toBeChecked();
    await again.user.click(screen.getByRole('button', { name: 'Atrás' }));
    expect(screen.getByRole('radio', { name: 'The skin' })).toBeChecked();
    await again.user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await again.user.click(screen.getByRole('button', { name: 'Ver médicos' }));

    expect(await findStep('Elige un médico')).toBeVisible();
    expect(await screen.findByRole('heading', { level: 3, name: 'Dra. Lucía Romero' })).toBeVisible();
    expect(provider.received('POST api/v1/pwa/wizard')[0]?.body).toEqual({
      form_id: 1,
      answers: [
        { question_id: 1, option_id: 1 },
        { question_id: 2, option_id: 4 },
      ],
    });
    expect(again.search().toString()).toBe('specialityId=5&wizardResponseId=77');
    expect(again.services.events).toContainEqual({
      event: 'wizard',
      properties: { form_id: 1, wizard_response_id: 77, speciality_id: 5 },
    });
    expect(provider.received('GET api/v2/pwa/doctor-available').at(-1)?.query.get('wizardResponseId')).toBe(
      '77',
    );
  });

  it('ignores answers in the URL that do not fit the questions, and opens no question past them', async () => {
    renderFlow(provider, '/en/doctor_pre_order?wizardQuestion=2&wizardAnswers=9');
    expect(await screen.findByRole('group', { name: 'Where is the problem?' }, FIRST_RENDER)).toBeVisible();
    const group = screen.getByRole('group', { name: 'Where is the problem?' });
    expect(
      within(group)
        .getAllByRole('radio')
        .filter((radio) => (radio as HTMLInputElement).checked),
    ).toEqual([]);
  });

  it('goes back to the specialities when the patient would rather choose one', async () => {
    const { user, search } = renderFlow(provider, '/en/doctor_pre_order?wizardQuestion=1');
    await user.click(
      await screen.findByRole('button', { name: 'Choose a speciality instead' }, FIRST_RENDER),
    );
    expect(await findStep('What do you need help with?')).toBeVisible();
    expect(search().toString()).toBe('');
  });
});
