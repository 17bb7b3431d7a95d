import { defineMessage, defineMessages } from 'react-intl';

export const prescriptionsMessages = {
  ...defineMessages({
    renewTitle: { id: 'renew.title', defaultMessage: 'Renew my prescription' },
    loading: { id: 'renew.loading', defaultMessage: 'Loading…' },
    retry: { id: 'renew.retry', defaultMessage: 'Try again' },
    loadFailed: { id: 'renew.loadFailed', defaultMessage: 'We could not load your prescription.' },
    currentTitle: { id: 'renew.current.title', defaultMessage: 'Your prescription' },
    statusNone: { id: 'renew.status.none', defaultMessage: 'No prescription on file' },
    statusPending: { id: 'renew.status.pending', defaultMessage: 'Renewal under review' },
    statusApproved: { id: 'renew.status.approved', defaultMessage: 'Approved' },
    statusRejected: { id: 'renew.status.rejected', defaultMessage: 'Renewal not approved' },
    noneText: {
      id: 'renew.none.text',
      defaultMessage: 'You have no prescription with us yet. Send photos of your current one to renew it.',
    },
    medicinesTitle: { id: 'renew.medicines.title', defaultMessage: 'Medicines' },
    noMedicines: { id: 'renew.medicines.none', defaultMessage: 'No medicines listed yet.' },
    pendingTitle: { id: 'renew.pending.title', defaultMessage: 'What happens next' },
    pendingText: {
      id: 'renew.pending.text',
      defaultMessage:
        'A doctor is reviewing the photos you sent. When the renewal is approved, your new prescription and its medicines appear on this page. If the doctor cannot renew it, this page says so and you can send new photos or book a consultation.',
    },
    rejectedText: {
      id: 'renew.rejected.text',
      defaultMessage:
        'The doctor could not renew your prescription from those photos. Send new, sharper photos of the whole prescription, or book a consultation with a doctor.',
    },
    bookConsultation: { id: 'renew.bookConsultation', defaultMessage: 'Book a consultation' },
    formTitle: { id: 'renew.form.title', defaultMessage: 'Send photos of your prescription' },
    formIntro: {
      id: 'renew.form.intro',
      defaultMessage:
        'Take a clear photo of each page of your current prescription, with the medicine names and doses readable.',
    },
    submit: { id: 'renew.form.submit', defaultMessage: 'Send for renewal' },
    sending: { id: 'renew.form.sending', defaultMessage: 'Sending your photos…' },
    needPhoto: { id: 'renew.form.needPhoto', defaultMessage: 'Add at least one photo of your prescription.' },
    tooLarge: {
      id: 'renew.form.tooLarge',
      defaultMessage: 'The photos are too large together. Remove one or two and send again.',
    },
    unsupported: {
      id: 'renew.form.unsupported',
      defaultMessage: 'One of the files is not a photo we can read. Remove it and send again.',
    },
    sendFailed: {
      id: 'renew.form.failed',
      defaultMessage: 'Upload Failed. Your photos are still here: please try again.',
    },
  }),
  photoAlt: defineMessage<{ number: number }>({
    id: 'renew.current.photoAlt',
    defaultMessage: 'Photo {number} of your prescription',
  }),
};

export const sharingMessages = {
  ...defineMessages({
    title: { id: 'access.title', defaultMessage: 'Who may see your health data' },
    intro: {
      id: 'access.intro',
      defaultMessage:
        'Your prescription and the health information you give us are health data. You decide which professionals may see them, and you can change your choice at any time: it applies from that moment on.',
    },
    reviewerNote: {
      id: 'access.reviewerNote',
      defaultMessage: 'The doctor who reviews a renewal always sees the photos you send for it.',
    },
    requestsTitle: { id: 'access.requests.title', defaultMessage: 'Doctors who asked to see your data' },
    requestsExplained: {
      id: 'access.requests.explained',
      defaultMessage:
        'A doctor asks when they need your data to prescribe. Whether they see it depends on your choice below.',
    },
    requestsEmpty: { id: 'access.requests.empty', defaultMessage: 'No doctor has asked.' },
    choiceLabel: { id: 'access.choice.label', defaultMessage: 'Share my data with' },
    all: { id: 'access.choice.all', defaultMessage: 'All professionals' },
    allExplained: {
      id: 'access.choice.allExplained',
      defaultMessage: 'Every doctor who looks after you through our service, now and at future visits.',
    },
    one: { id: 'access.choice.one', defaultMessage: 'One doctor only' },
    oneExplained: {
      id: 'access.choice.oneExplained',
      defaultMessage:
        'Only the doctor of the visit you choose. Other doctors who ask will not see your data.',
    },
    visitLabel: { id: 'access.visit.label', defaultMessage: 'The visit whose doctor may see your data' },
    noVisits: {
      id: 'access.visit.none',
      defaultMessage: 'You have no upcoming visit to choose. Book one, or share with all professionals.',
    },
    visitsFailed: { id: 'access.visit.failed', defaultMessage: 'We could not load your visits.' },
    notChosen: {
      id: 'access.current.none',
      defaultMessage: 'You have not chosen yet: no professional sees your prescription until you do.',
    },
    currentAll: {
      id: 'access.current.all',
      defaultMessage: 'Now: all professionals who look after you may see your prescription and health data.',
    },
    save: { id: 'access.save', defaultMessage: 'Change who may see my data' },
    confirmTitle: { id: 'access.confirm.title', defaultMessage: 'Change who may see your data?' },
    confirmAll: {
      id: 'access.confirm.all',
      defaultMessage:
        'Every doctor who looks after you through our service will be able to see your prescription and health data. You can change this again at any time.',
    },
    cancel: { id: 'access.confirm.cancel', defaultMessage: 'Cancel' },
    confirm: { id: 'access.confirm.confirm', defaultMessage: 'Yes, change it' },
    saving: { id: 'access.saving', defaultMessage: 'Saving…' },
    saved: { id: 'access.saved', defaultMessage: 'Saved. Your choice applies from now on.' },
    undo: { id: 'access.undo', defaultMessage: 'Undo' },
    failed: {
      id: 'access.failed',
      defaultMessage: 'Your choice could not be saved. Nothing changed: please try again.',
    },
  }),
  currentOne: defineMessage<{ doctor: string }>({
    id: 'access.current.one',
    defaultMessage: 'Now: only {doctor} may see your prescription and health data.',
  }),
  confirmOne: defineMessage<{ doctor: string; visit: string }>({
    id: 'access.confirm.one',
    defaultMessage:
      'Only {doctor} (your visit: {visit}) will be able to see your prescription and health data. Other doctors will not, even if they ask. You can change this again at any time.',
  }),
  visitOption: defineMessage<{ doctor: string; visit: string }>({
    id: 'access.visit.option',
    defaultMessage: '{doctor}, {visit}',
  }),
  requestedAt: defineMessage<{ date: string }>({
    id: 'access.requests.at',
    defaultMessage: 'Asked on {date}',
  }),
};
