import { defineMessages } from 'react-intl';

export const unsavedMessages = defineMessages({
  title: { id: 'app.unsaved.title', defaultMessage: 'Leave without saving?' },
  body: {
    id: 'app.unsaved.body',
    defaultMessage: 'You have changes that are not saved yet. If you leave now, they are lost.',
  },
  stay: { id: 'app.unsaved.stay', defaultMessage: 'Stay and keep editing' },
  leave: { id: 'app.unsaved.leave', defaultMessage: 'Leave without saving' },
});
