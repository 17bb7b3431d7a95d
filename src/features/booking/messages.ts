import { defineMessage, defineMessages } from 'react-intl';

export const bookingMessages = {
  ...defineMessages({
    preOrderTitle: { id: 'preOrder.title', defaultMessage: 'Book a consultation' },
    back: { id: 'booking.back', defaultMessage: 'Back' },
    retry: { id: 'booking.retry', defaultMessage: 'Try again' },
    loading: { id: 'booking.loading', defaultMessage: 'Loading…' },
    loadFailed: { id: 'booking.loadFailed', defaultMessage: 'This could not be loaded.' },
    networkError: {
      id: 'booking.networkError',
      defaultMessage: 'We could not reach the service. Check your connection and try again.',
    },
    genericError: { id: 'booking.genericError', defaultMessage: 'Something went wrong. Please try again' },
    // Reason
    reasonTitle: { id: 'booking.reason.title', defaultMessage: 'What do you need help with?' },
    bySpeciality: { id: 'booking.reason.bySpeciality', defaultMessage: 'Choose a speciality' },
    bySymptom: { id: 'booking.reason.bySymptom', defaultMessage: 'Or tell us a symptom' },
    symptomLabel: { id: 'booking.reason.symptomLabel', defaultMessage: 'Symptom' },
    symptomNone: {
      id: 'booking.reason.symptomNone',
      defaultMessage: 'No symptom matches. Try another word.',
    },
    unsure: { id: 'booking.reason.unsure', defaultMessage: 'Not sure? Answer a few questions' },
    // Wizard
    wizardTitle: { id: 'booking.wizard.title', defaultMessage: 'A few questions' },
    wizardNext: { id: 'booking.wizard.next', defaultMessage: 'Next' },
    wizardFinish: { id: 'booking.wizard.finish', defaultMessage: 'See doctors' },
    wizardCancel: { id: 'booking.wizard.cancel', defaultMessage: 'Choose a speciality instead' },
    wizardChoose: { id: 'booking.wizard.choose', defaultMessage: 'Choose an answer to go on.' },
    // Doctors
    doctorsTitle: { id: 'booking.doctors.title', defaultMessage: 'Choose a doctor' },
    filterLanguage: { id: 'booking.doctors.filterLanguage', defaultMessage: 'Language spoken' },
    anyLanguage: { id: 'booking.doctors.anyLanguage', defaultMessage: 'Any language' },
    sortLabel: { id: 'booking.doctors.sort', defaultMessage: 'Order by' },
    sortEarliest: { id: 'booking.doctors.sortEarliest', defaultMessage: 'Earliest available' },
    sortPrice: { id: 'booking.doctors.sortPrice', defaultMessage: 'Lowest price' },
    sortRating: { id: 'booking.doctors.sortRating', defaultMessage: 'Best rated' },
    noDoctors: { id: 'booking.doctors.none', defaultMessage: 'No doctor offers this speciality right now.' },
    noMatch: { id: 'booking.doctors.noMatch', defaultMessage: 'No doctor matches these filters.' },
    chooseDoctor: { id: 'booking.doctors.choose', defaultMessage: 'Choose' },
    onDuty: { id: 'booking.doctors.onDuty', defaultMessage: 'On duty now' },
    nextSlot: { id: 'booking.doctors.nextSlot', defaultMessage: 'Next free time:' },
    noNextSlot: { id: 'booking.doctors.noNextSlot', defaultMessage: 'No free time in the next 30 days' },
    noRating: { id: 'booking.doctors.noRating', defaultMessage: 'No reviews yet' },
    seeNow: { id: 'booking.doctors.seeNow', defaultMessage: 'See a doctor now' },
    seeNowHint: {
      id: 'booking.doctors.seeNowHint',
      defaultMessage: 'An emergency video consultation with the doctor on duty, without an appointment.',
    },
    // Time
    timeTitle: { id: 'booking.time.title', defaultMessage: 'Choose a time' },
    noSlots: { id: 'booking.time.none', defaultMessage: 'This doctor has no free time in the next 30 days.' },
    otherDoctors: { id: 'booking.time.otherDoctors', defaultMessage: 'See other doctors' },
    doctorNotAvailable: { id: 'booking.doctorNotAvailable', defaultMessage: 'Doctor not Available' },
    slotTaken: {
      id: 'booking.time.slotTaken',
      defaultMessage: 'Someone has just booked that time. The calendar now shows the times still free.',
    },
    // Emergency
    emergencyTitle: { id: 'booking.emergency.title', defaultMessage: 'See a doctor now' },
    emergencyFound: {
      id: 'booking.emergency.found',
      defaultMessage: 'This doctor is on duty and can see you now.',
    },
    nobodyOnDuty: {
      id: 'booking.emergency.nobody',
      defaultMessage: 'Nobody is on duty for this speciality right now.',
    },
    bookInstead: { id: 'booking.emergency.bookInstead', defaultMessage: 'Choose a time instead' },
    // Confirm
    confirmTitle: { id: 'booking.confirm.title', defaultMessage: 'Check and hold your consultation' },
    confirmWhen: { id: 'booking.confirm.when', defaultMessage: 'When' },
    confirmNow: { id: 'booking.confirm.now', defaultMessage: 'Now, with the doctor on duty' },
    confirmPrice: { id: 'booking.confirm.price', defaultMessage: 'Price' },
    hold: { id: 'booking.confirm.hold', defaultMessage: 'Hold this time' },
    holdEmergency: { id: 'booking.confirm.holdEmergency', defaultMessage: 'Continue' },
    signInToHold: { id: 'booking.confirm.signIn', defaultMessage: 'Sign in to hold this time' },
    signInHint: {
      id: 'booking.confirm.signInHint',
      defaultMessage: 'You will come back here, with this choice kept, to confirm it.',
    },
    holdHint: {
      id: 'booking.confirm.holdHint',
      defaultMessage: 'We keep it for you for 15 minutes while you pay.',
    },
    changeTime: { id: 'booking.confirm.changeTime', defaultMessage: 'Change the time' },
    // Hold and photos
    heldTitle: { id: 'booking.held.title', defaultMessage: 'Photos for the doctor (optional)' },
    photosHint: {
      id: 'booking.held.photosHint',
      defaultMessage: 'A photo of a rash, a wound or a report helps the doctor prepare.',
    },
    toPayment: { id: 'booking.held.toPayment', defaultMessage: 'Continue to payment' },
    sendingPhotos: { id: 'booking.held.sending', defaultMessage: 'Sending your photos…' },
    photosFailed: {
      id: 'booking.held.photosFailed',
      defaultMessage: 'Some photos were not sent. Retry them or remove them to go on.',
    },
    expired: {
      id: 'booking.held.expired',
      defaultMessage: 'The 15 minutes to pay have passed and the time was released. Choose a time again.',
    },
    chooseAgain: { id: 'booking.held.chooseAgain', defaultMessage: 'Choose a time again' },
    expiredTitle: { id: 'booking.held.expiredTitle', defaultMessage: 'The time is no longer held' },
  }),
  earliestInstead: defineMessage<{ doctor: string; when: string }>({
    id: 'booking.emergency.earliest',
    defaultMessage: 'The earliest time you can book: {doctor}, {when}',
  }),
  dayNotFree: defineMessage<{ date: string; shown: string }>({
    id: 'booking.time.dayNotFree',
    defaultMessage: 'No free time on {date}. Showing {shown} instead.',
  }),
  heldUntil: defineMessage<{ time: string }>({
    id: 'booking.held.until',
    defaultMessage: 'Your consultation is held for you until {time}. Pay before then to keep it.',
  }),
  chosenSpeciality: defineMessage<{ speciality: string }>({
    id: 'booking.chosenSpeciality',
    defaultMessage: 'Speciality: {speciality}',
  }),
  step: defineMessage<{ step: number; total: number }>({
    id: 'booking.step',
    defaultMessage: 'Step {step} of {total}',
  }),
  coveredBy: defineMessage<{ company: string }>({
    id: 'booking.doctors.coveredBy',
    defaultMessage: 'Covered by {company}',
  }),
  trialFree: defineMessage<{ price: string; company: string }>({
    id: 'booking.doctors.trialFree',
    defaultMessage: '{price}, or free with the {company} trial plan',
  }),
  confirmTrialPrice: defineMessage<{ price: string; company: string }>({
    id: 'booking.confirm.trialPrice',
    defaultMessage:
      '{price}, or free if you start the {company} trial plan (3 months free) when you pay. Without the plan, you pay it.',
  }),
  rating: defineMessage<{ rating: string; count: number }>({
    id: 'booking.doctors.rating',
    defaultMessage: '{rating} out of 5 ({count, plural, one {# review} other {# reviews}})',
  }),
  speaks: defineMessage<{ languages: string }>({
    id: 'booking.doctors.speaks',
    defaultMessage: 'Speaks {languages}',
  }),
  chooseNamed: defineMessage<{ name: string }>({
    id: 'booking.doctors.chooseNamed',
    defaultMessage: 'Choose {name}',
  }),
  doctorCount: defineMessage<{ count: number }>({
    id: 'booking.doctors.count',
    defaultMessage: '{count, plural, one {# doctor} other {# doctors}}',
  }),
  wizardProgress: defineMessage<{ current: number; total: number }>({
    id: 'booking.wizard.progress',
    defaultMessage: 'Question {current} of {total}',
  }),
};
