import { defineMessage, defineMessages } from 'react-intl';

/** The trial plan offered to employees of a company with a subscription plan (spec §1, §9). */
export const trialMessages = defineMessages({
  title: defineMessage<{ company: string }>({
    id: 'payment.trial.title',
    defaultMessage: '{company} offers you its plan',
  }),
  intro: {
    id: 'payment.trial.intro',
    defaultMessage: 'Start the plan and this consultation is covered by it. Save a card to start:',
  },
  freeMonths: { id: 'payment.trial.freeMonths', defaultMessage: 'The first 3 months are free.' },
  sessions: { id: 'payment.trial.sessions', defaultMessage: 'Up to 2 sessions a month.' },
  reminder: {
    id: 'payment.trial.reminder',
    defaultMessage: 'We remind you 7 days before the first charge, and you can cancel before it.',
  },
  monthly: { id: 'payment.trial.monthly', defaultMessage: 'After the trial, the plan renews every month.' },
  start: { id: 'payment.trial.start', defaultMessage: 'Save card and start my free trial' },
  starting: { id: 'payment.trial.starting', defaultMessage: 'Starting your free trial…' },
  started: defineMessage<{ date: string }>({
    id: 'payment.trial.started',
    defaultMessage: 'Your free trial is active until {date}.',
  }),
  failed: {
    id: 'payment.trial.failed',
    defaultMessage: 'We could not start your trial. Nothing was charged. Try again.',
  },
  orPay: { id: 'payment.trial.orPay', defaultMessage: 'Or pay for this consultation yourself below.' },
});
