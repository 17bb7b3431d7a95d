import { defineMessage, defineMessages } from 'react-intl';

/** Paying: the buttons, the card form, the processor's challenge, what went wrong, the status unknown. */
export const payMessages = defineMessages({
  payAmount: defineMessage<{ amount: string }>({ id: 'payment.pay.button', defaultMessage: 'Pay {amount}' }),
  confirmFree: { id: 'payment.pay.confirmFree', defaultMessage: 'Confirm booking' },
  nothingToPay: {
    id: 'payment.pay.nothingToPay',
    defaultMessage: 'Nothing is left to pay by card. Confirm your booking.',
  },
  companyPays: defineMessage<{ company: string }>({
    id: 'payment.pay.companyPays',
    defaultMessage: '{company} pays this consultation. Nothing will be charged to you.',
  }),
  processing: { id: 'payment.pay.processing', defaultMessage: 'Processing your payment…' },
  checking: { id: 'payment.pay.checking', defaultMessage: 'Confirming your payment…' },
  waitForTotal: { id: 'payment.pay.waitForTotal', defaultMessage: 'Wait until the total is updated.' },
  amountChanged: {
    id: 'payment.pay.amountChanged',
    defaultMessage: 'The amount to pay has changed. Check the new total and pay again.',
  },
  genericError: {
    id: 'payment.error.generic',
    defaultMessage: 'Something went wrong. Nothing was charged. Please try again.',
  },
  networkError: {
    id: 'payment.error.network',
    defaultMessage:
      'We could not reach the server. Nothing was charged. Check your connection and try again.',
  },
  timeoutError: {
    id: 'payment.error.timeout',
    defaultMessage: 'The server took too long to answer. Nothing was charged. Try again.',
  },
  serverError: {
    id: 'payment.error.server',
    defaultMessage:
      'The payment service is not available right now. Nothing was charged. Try again in a moment.',
  },
  declined: { id: 'payment.error.declined', defaultMessage: 'Your card was declined. Try another card.' },
  offlineWatching: {
    id: 'payment.error.offlineWatching',
    defaultMessage: 'What you typed is kept. This page tells you as soon as the service answers again.',
  },
  providerBack: {
    id: 'payment.error.providerBack',
    defaultMessage: 'The payment service answers again. Nothing was charged: you can pay now.',
  },
  voucherTaken: defineMessage<{ code: string }>({
    id: 'payment.error.voucherTaken',
    defaultMessage:
      'The voucher {code} has just been used for another booking, so it no longer applies to this one.',
  }),
  voucherRefusedNext: {
    id: 'payment.error.voucherRefusedNext',
    defaultMessage:
      'Nothing was charged. Remove the voucher to pay the rest; everything else stays as it is.',
  },
  removeRefusedVoucher: defineMessage<{ code: string }>({
    id: 'payment.error.removeVoucher',
    defaultMessage: 'Remove {code} and pay the rest',
  }),
  activeAppointmentNotCharged: {
    id: 'payment.error.activeAppointment',
    defaultMessage: 'This consultation cannot be paid now. Nothing was charged.',
  },
  notCharged: {
    id: 'payment.error.notCharged',
    defaultMessage: 'Your card was not charged. You can try again.',
  },
  tryAnotherCard: {
    id: 'payment.error.tryAgain',
    defaultMessage: 'Your order and what you typed are kept: check the card or use another one.',
  },
  unknownTitle: {
    id: 'payment.unknown.title',
    defaultMessage: 'We do not know yet whether your payment went through',
  },
  unknownBody: {
    id: 'payment.unknown.body',
    defaultMessage:
      'The connection was lost after you confirmed. We are asking the payment provider; do not pay again.',
  },
  unknownStopped: {
    id: 'payment.unknown.stopped',
    defaultMessage: 'The payment provider has not answered yet. Check again in a moment; do not pay again.',
  },
  checkAgain: { id: 'payment.unknown.checkAgain', defaultMessage: 'Check again' },
  challengeTitle: { id: 'payment.challenge.title', defaultMessage: 'Confirm this payment with your bank' },
  challengeBody: defineMessage<{ amount: string }>({
    id: 'payment.challenge.body',
    defaultMessage:
      'Test bank (sandbox): approve or deny the payment of {amount} to try out authentication (3-D Secure).',
  }),
  approve: { id: 'payment.challenge.approve', defaultMessage: 'Approve' },
  deny: { id: 'payment.challenge.deny', defaultMessage: 'Deny' },
  challengeFailed: {
    id: 'payment.challenge.failed',
    defaultMessage: 'Your answer did not reach the bank. Try again.',
  },
  cardNumber: { id: 'payment.card.number', defaultMessage: 'Card number' },
  expiry: { id: 'payment.card.expiry', defaultMessage: 'Expiry (MM/YY)' },
  cvc: { id: 'payment.card.cvc', defaultMessage: 'CVC' },
  brand: defineMessage<{ brand: string }>({ id: 'payment.card.brand', defaultMessage: 'Card type: {brand}' }),
  numberRequired: { id: 'payment.card.numberRequired', defaultMessage: 'Enter your card number.' },
  numberIncomplete: {
    id: 'payment.card.numberIncomplete',
    defaultMessage: 'Your card number is incomplete.',
  },
  numberInvalid: { id: 'payment.card.numberInvalid', defaultMessage: 'Your card number is not valid.' },
  expiryRequired: { id: 'payment.card.expiryRequired', defaultMessage: 'Enter the expiry date.' },
  expiryInvalid: { id: 'payment.card.expiryInvalid', defaultMessage: 'Enter the expiry date as MM/YY.' },
  expiryPast: { id: 'payment.card.expiryPast', defaultMessage: 'This card has expired.' },
  cvcRequired: { id: 'payment.card.cvcRequired', defaultMessage: 'Enter the security code.' },
  cvcInvalid: defineMessage<{ digits: number }>({
    id: 'payment.card.cvcInvalid',
    defaultMessage: 'The security code has {digits} digits.',
  }),
  sandboxNote: {
    id: 'payment.card.sandboxNote',
    defaultMessage:
      'Test mode: no real card is charged. Use 4242 4242 4242 4242 with any future date and any security code.',
  },
  cardFormFailed: {
    id: 'payment.card.loadFailed',
    defaultMessage: 'The card form could not be loaded. Check your connection and try again.',
  },
});

/** After a successful payment. */
export const doneMessages = defineMessages({
  title: { id: 'payment.done.title', defaultMessage: 'Your consultation is booked' },
  emergencyTitle: {
    id: 'payment.done.emergencyTitle',
    defaultMessage: 'Your emergency consultation is paid',
  },
  emergencyBody: {
    id: 'payment.done.emergencyBody',
    defaultMessage: 'Go to the waiting room now: a doctor will join you there.',
  },
  withDoctor: defineMessage<{ doctor: string }>({
    id: 'payment.done.withDoctor',
    defaultMessage: 'Consultation with {doctor}',
  }),
  paid: defineMessage<{ amount: string }>({
    id: 'payment.done.paid',
    defaultMessage: 'Paid by card: {amount}',
  }),
  nothingCharged: { id: 'payment.done.nothingCharged', defaultMessage: 'Nothing was charged to your card.' },
  addToCalendar: { id: 'payment.done.addToCalendar', defaultMessage: 'Add to calendar' },
  calendarFailed: {
    id: 'payment.done.calendarFailed',
    defaultMessage: 'The calendar file could not be created. Try again.',
  },
  viewAppointment: { id: 'payment.done.viewAppointment', defaultMessage: 'See the appointment' },
  allAppointments: { id: 'payment.done.allAppointments', defaultMessage: 'My appointments' },
  waitingRoom: { id: 'payment.done.waitingRoom', defaultMessage: 'Go to the waiting room' },
  calendarTitle: defineMessage<{ doctor: string }>({
    id: 'payment.done.calendarTitle',
    defaultMessage: 'Video consultation with {doctor}',
  }),
  calendarDescription: defineMessage<{ time: string; url: string }>({
    id: 'payment.done.calendarDescription',
    defaultMessage: 'Video consultation on {time}. Join it from your appointment: {url}',
  }),
  calendarFileName: defineMessage<{ id: number }>({
    id: 'payment.done.calendarFileName',
    defaultMessage: 'consultation-{id}.ics',
  }),
});
