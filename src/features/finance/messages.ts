import { defineMessage, defineMessages } from 'react-intl';

export const financeMessages = {
  ...defineMessages({
    invoicesTitle: { id: 'invoices.title', defaultMessage: 'Payments and invoices' },
    retry: { id: 'invoices.retry', defaultMessage: 'Try again' },
    loading: { id: 'invoices.loading', defaultMessage: 'Loading…' },
    balanceTitle: { id: 'invoices.balance.title', defaultMessage: 'Your balance' },
    balanceExplained: {
      id: 'invoices.balance.explained',
      defaultMessage:
        'Refunds for cancelled consultations go to your balance. At checkout you can choose to pay with it, before your card.',
    },
    balanceFailed: { id: 'invoices.balance.failed', defaultMessage: 'We could not load your balance.' },
    transactionsTitle: { id: 'invoices.transactions.title', defaultMessage: 'Transactions' },
    transactionsFailed: {
      id: 'invoices.transactions.failed',
      defaultMessage: 'We could not load your transactions.',
    },
    transactionsEmpty: {
      id: 'invoices.transactions.empty',
      defaultMessage: 'No payments or refunds yet. They will appear here after your first consultation.',
    },
    backToFirstPage: { id: 'invoices.transactions.backToFirst', defaultMessage: 'Go to the first page' },
    pagination: { id: 'invoices.transactions.pagination', defaultMessage: 'Pages of transactions' },
    typePayment: { id: 'invoices.transactions.type.payment', defaultMessage: 'Payment' },
    typeRefund: { id: 'invoices.transactions.type.refund', defaultMessage: 'Refund' },
    typeVoucher: { id: 'invoices.transactions.type.voucher', defaultMessage: 'Voucher' },
    typeBundle: { id: 'invoices.transactions.type.bundle', defaultMessage: 'Bundle' },
  }),
  pastLastPage: defineMessage<{ page: number }>({
    id: 'invoices.transactions.pastLastPage',
    defaultMessage: 'There are no transactions on page {page}.',
  }),
  /** MUI's Pagination labels its items itself, in English: ours in the page's language instead. */
  paginationItem: defineMessage<{ type: string; page: number | null; selected: 'yes' | 'no' }>({
    id: 'invoices.transactions.paginationItem',
    defaultMessage:
      '{type, select, page {{selected, select, yes {page {page}} other {Go to page {page}}}} first {Go to first page} last {Go to last page} next {Go to next page} other {Go to previous page}}',
  }),
  pageOf: defineMessage<{ page: number; pages: number }>({
    id: 'invoices.transactions.pageOf',
    defaultMessage: 'Page {page} of {pages}',
  }),
};

export const bundleMessages = {
  ...defineMessages({
    title: { id: 'bundles.title', defaultMessage: 'Your bundles' },
    explained: {
      id: 'bundles.explained',
      defaultMessage:
        'Prepaid sets of consultations. Book one from a bundle and there is nothing more to pay.',
    },
    failed: { id: 'bundles.failed', defaultMessage: 'We could not load your bundles.' },
    empty: { id: 'bundles.empty', defaultMessage: 'You have no bundles.' },
    statusActive: { id: 'bundles.status.active', defaultMessage: 'Active' },
    statusUsed: { id: 'bundles.status.used', defaultMessage: 'Used up' },
    statusExpired: { id: 'bundles.status.expired', defaultMessage: 'Expired' },
    open: { id: 'bundles.open', defaultMessage: 'See bundle' },
    back: { id: 'bundles.back', defaultMessage: 'Back to payments and invoices' },
    notFound: { id: 'bundles.notFound', defaultMessage: 'This bundle was not found in your account.' },
    meetingsTitle: { id: 'bundles.meetings.title', defaultMessage: 'Consultations booked with this bundle' },
    meetingsEmpty: { id: 'bundles.meetings.empty', defaultMessage: 'None yet.' },
    meetingCanceled: { id: 'bundles.meetings.canceled', defaultMessage: 'Cancelled' },
    meetingDone: { id: 'bundles.meetings.done', defaultMessage: 'Done' },
    meetingUpcoming: { id: 'bundles.meetings.upcoming', defaultMessage: 'Coming up' },
    seeAppointment: { id: 'bundles.meetings.see', defaultMessage: 'Appointment details' },
    usedUpNote: {
      id: 'bundles.usedUpNote',
      defaultMessage: 'Every consultation of this bundle is used. Book a new consultation as usual.',
    },
    expiredNote: {
      id: 'bundles.expiredNote',
      defaultMessage: 'This bundle has expired: its remaining consultations can no longer be booked.',
    },
  }),
  remaining: defineMessage<{ remaining: number; total: number }>({
    id: 'bundles.remaining',
    defaultMessage: '{remaining, plural, one {# consultation left} other {# consultations left}} of {total}',
  }),
  used: defineMessage<{ used: number }>({
    id: 'bundles.used',
    defaultMessage: '{used, plural, one {# used} other {# used}}',
  }),
  expires: defineMessage<{ date: string }>({
    id: 'bundles.expires',
    defaultMessage: 'Valid until {date}',
  }),
  openNamed: defineMessage<{ title: string }>({
    id: 'bundles.openNamed',
    defaultMessage: 'See bundle: {title}',
  }),
  meetingWith: defineMessage<{ doctor: string }>({
    id: 'bundles.meetings.with',
    defaultMessage: 'With {doctor}',
  }),
  bookSpeciality: defineMessage<{ speciality: string }>({
    id: 'bundles.bookSpeciality',
    defaultMessage: 'Book {speciality}',
  }),
};

export const scheduleMessages = {
  ...defineMessages({
    title: { id: 'bundles.schedule.title', defaultMessage: 'Book a consultation with this bundle' },
    doctorsFailed: { id: 'bundles.schedule.doctorsFailed', defaultMessage: 'We could not load the doctors.' },
    doctorsEmpty: {
      id: 'bundles.schedule.doctorsEmpty',
      defaultMessage: 'No doctor of this speciality is taking bookings right now.',
    },
    slotsFailed: { id: 'bundles.schedule.slotsFailed', defaultMessage: 'We could not load the free times.' },
    slotsEmpty: {
      id: 'bundles.schedule.slotsEmpty',
      defaultMessage: 'No free times in the next 30 days. Choose another doctor.',
    },
    confirmTitle: { id: 'bundles.schedule.confirmTitle', defaultMessage: '3. Confirm' },
    confirm: { id: 'bundles.schedule.confirm', defaultMessage: 'Book with the bundle' },
    booking: { id: 'bundles.schedule.booking', defaultMessage: 'Booking…' },
    slotTaken: {
      id: 'bundles.schedule.slotTaken',
      defaultMessage: 'That time was just taken by someone else. Please choose another.',
    },
    notUsable: {
      id: 'bundles.schedule.notUsable',
      defaultMessage: 'This bundle has no consultations left to book.',
    },
    failed: {
      id: 'bundles.schedule.failed',
      defaultMessage:
        'The consultation could not be booked. Nothing was used from your bundle. Please try again.',
    },
    bookedNext: {
      id: 'bundles.schedule.bookedNext',
      defaultMessage: 'You will find it in your appointments. We will remind you before it starts.',
    },
    seeAppointment: { id: 'bundles.schedule.seeAppointment', defaultMessage: 'See the appointment' },
    bookAnother: { id: 'bundles.schedule.bookAnother', defaultMessage: 'Book another consultation' },
  }),
  noPayment: defineMessage<{ remaining: number }>({
    id: 'bundles.schedule.noPayment',
    defaultMessage: 'Nothing to pay: the consultation uses one of the {remaining} left in your bundle.',
  }),
  chooseDoctor: defineMessage<{ speciality: string }>({
    id: 'bundles.schedule.chooseDoctor',
    defaultMessage: '1. Choose a {speciality} specialist',
  }),
  chooseTime: defineMessage<{ doctor: string }>({
    id: 'bundles.schedule.chooseTime',
    defaultMessage: '2. Choose a time with {doctor}',
  }),
  confirmSummary: defineMessage<{ doctor: string }>({
    id: 'bundles.schedule.confirmSummary',
    defaultMessage: 'With {doctor}. One consultation of the bundle will be used.',
  }),
  booked: defineMessage<{ doctor: string }>({
    id: 'bundles.schedule.booked',
    defaultMessage: 'Booked with {doctor}',
  }),
};
