import { defineMessage, defineMessages } from 'react-intl';

/** The page, the consultation, what is paid and why, vouchers, balance and bundles, the window. */
export const paymentMessages = defineMessages({
  title: { id: 'payment.title', defaultMessage: 'Payment' },
  loading: { id: 'payment.loading', defaultMessage: 'Loading your order…' },
  loadFailed: {
    id: 'payment.loadFailed',
    defaultMessage: 'We could not load your order. Check your connection and try again.',
  },
  retry: { id: 'payment.retry', defaultMessage: 'Try again' },
  notFound: {
    id: 'payment.notFound',
    defaultMessage:
      'We could not find this order. It may belong to another account, or the link is incomplete.',
  },
  bookConsultation: { id: 'payment.bookConsultation', defaultMessage: 'Book a consultation' },
  consultationHeading: { id: 'payment.consultation.heading', defaultMessage: 'Your consultation' },
  doctor: { id: 'payment.consultation.doctor', defaultMessage: 'Doctor' },
  doctorLine: defineMessage<{ doctor: string; speciality: string }>({
    id: 'payment.consultation.doctorLine',
    defaultMessage: '{doctor}, {speciality}',
  }),
  when: { id: 'payment.consultation.when', defaultMessage: 'Date and time' },
  emergency: {
    id: 'payment.consultation.emergency',
    defaultMessage: 'Emergency video consultation, as soon as you enter the waiting room',
  },
  breakdownHeading: { id: 'payment.breakdown.heading', defaultMessage: 'What you pay' },
  price: { id: 'payment.breakdown.price', defaultMessage: 'Consultation price' },
  voucherLine: defineMessage<{ code: string }>({
    id: 'payment.breakdown.voucher',
    defaultMessage: 'Voucher {code}',
  }),
  bundleLine: { id: 'payment.breakdown.bundle', defaultMessage: 'Session of your bundle' },
  balanceLine: { id: 'payment.breakdown.balance', defaultMessage: 'From your balance' },
  coveredLine: defineMessage<{ company: string }>({
    id: 'payment.breakdown.covered',
    defaultMessage: 'Covered by {company}',
  }),
  total: { id: 'payment.breakdown.total', defaultMessage: 'To pay by card' },
  charged: { id: 'payment.breakdown.charged', defaultMessage: 'Paid by card' },
  updating: { id: 'payment.breakdown.updating', defaultMessage: 'Updating the total…' },
  voucherHeading: { id: 'payment.voucher.heading', defaultMessage: 'Voucher' },
  voucherLabel: { id: 'payment.voucher.label', defaultMessage: 'Voucher code' },
  voucherApply: { id: 'payment.voucher.apply', defaultMessage: 'Apply' },
  voucherRemove: defineMessage<{ code: string }>({
    id: 'payment.voucher.remove',
    defaultMessage: 'Remove voucher {code}',
  }),
  voucherApplied: defineMessage<{ code: string; discount: string }>({
    id: 'payment.voucher.applied',
    defaultMessage: 'Voucher {code} applied: {discount} off.',
  }),
  yourVouchers: { id: 'payment.voucher.yours', defaultMessage: 'Your vouchers' },
  voucherUse: defineMessage<{ code: string; benefit: string }>({
    id: 'payment.voucher.use',
    defaultMessage: 'Use {code}: {benefit}',
  }),
  kindPercentage: defineMessage<{ value: number }>({
    id: 'payment.voucher.kindPercentage',
    defaultMessage: '{value} % off',
  }),
  kindFixed: defineMessage<{ amount: string }>({
    id: 'payment.voucher.kindFixed',
    defaultMessage: '{amount} off',
  }),
  kindFreeFirst: { id: 'payment.voucher.kindFreeFirst', defaultMessage: 'first consultation free' },
  voucherEmpty: { id: 'payment.voucher.empty', defaultMessage: 'Type a voucher code first.' },
  voucherInvalid: { id: 'payment.voucher.invalid', defaultMessage: 'This voucher code is not valid.' },
  voucherExpired: { id: 'payment.voucher.expired', defaultMessage: 'This voucher has expired.' },
  voucherUsed: { id: 'payment.voucher.used', defaultMessage: 'You have already used this voucher.' },
  voucherNotApplicable: {
    id: 'payment.voucher.notApplicable',
    defaultMessage: 'This voucher is only for your first consultation.',
  },
  voucherPending: defineMessage<{ code: string }>({
    id: 'payment.voucher.pending',
    defaultMessage: 'Apply the voucher code {code} or clear it before paying.',
  }),
  creditHeading: { id: 'payment.credit.heading', defaultMessage: 'Balance and bundles' },
  useBalance: defineMessage<{ amount: string }>({
    id: 'payment.credit.balance',
    defaultMessage: 'Use my balance ({amount} available)',
  }),
  useBundle: defineMessage<{ remaining: number }>({
    id: 'payment.credit.bundle',
    defaultMessage:
      'Use a session of my bundle ({remaining, plural, one {# session left} other {# sessions left}})',
  }),
  bundleUnusable: {
    id: 'payment.credit.bundleUnusable',
    defaultMessage: 'This bundle cannot pay for this consultation.',
  },
  updateFailed: {
    id: 'payment.update.failed',
    defaultMessage: 'We could not update your order; it is as it was before. Try again.',
  },
  windowRemaining: defineMessage<{ time: string }>({
    id: 'payment.window.remaining',
    defaultMessage: 'Time left to pay: {time}',
  }),
  windowAnnounce: defineMessage<{ minutes: number }>({
    id: 'payment.window.announce',
    defaultMessage: '{minutes, plural, one {# minute} other {# minutes}} left to pay.',
  }),
  windowLastMinute: { id: 'payment.window.lastMinute', defaultMessage: 'Less than a minute left to pay.' },
  windowHint: {
    id: 'payment.window.hint',
    defaultMessage: 'We hold this time for you for 15 minutes while you pay.',
  },
  expiredTitle: { id: 'payment.expired.title', defaultMessage: 'The time to pay has run out' },
  expiredBody: {
    id: 'payment.expired.body',
    defaultMessage:
      'You had 15 minutes to pay. The time you chose has been released so that other patients can book it. Nothing was charged.',
  },
  chooseAgain: { id: 'payment.expired.chooseAgain', defaultMessage: 'Choose a time again' },
});
