import { defineMessage, defineMessages } from 'react-intl';

/** The trial plan offered to employees of a company with a subscription plan (spec §1, §9). */
export const trialMessages = defineMessages({
  intro: {
    id: 'payment.trial.intro',
    defaultMessage:
      'Start the plan and it covers this consultation: nothing is charged today. Save a card to start:',
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
  choiceLabel: { id: 'payment.trial.choiceLabel', defaultMessage: 'How do you want to pay for it?' },
  choiceTrial: defineMessage<{ company: string }>({
    id: 'payment.trial.choiceTrial',
    defaultMessage: 'Free with the {company} trial plan',
  }),
  choiceSelf: defineMessage<{ amount: string }>({
    id: 'payment.trial.choiceSelf',
    defaultMessage: 'I pay {amount} myself',
  }),
});
