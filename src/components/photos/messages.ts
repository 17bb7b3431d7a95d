import { defineMessage, defineMessages } from 'react-intl';

export const photoMessages = {
  ...defineMessages({
    add: { id: 'photos.add', defaultMessage: 'Add photos' },
    list: { id: 'photos.list', defaultMessage: 'Chosen photos' },
    preparing: { id: 'photos.status.preparing', defaultMessage: 'Preparing…' },
    ready: { id: 'photos.status.ready', defaultMessage: 'Ready to send' },
    uploaded: { id: 'photos.status.uploaded', defaultMessage: 'Sent' },
    failed: { id: 'photos.status.failed', defaultMessage: 'Upload Failed' },
    refused: {
      id: 'photos.status.refused',
      defaultMessage: 'Not accepted: this file is not a photo the doctor can open. Remove it.',
    },
    refusedTooLarge: {
      id: 'photos.status.refusedTooLarge',
      defaultMessage: 'Not accepted: the photos are over the size limit. Remove it.',
    },
    retry: { id: 'photos.retry', defaultMessage: 'Retry' },
  }),
  hint: defineMessage<{ max: number; size: string }>({
    id: 'photos.hint',
    defaultMessage:
      'Up to {max} photos, {size} in total. Large photos are made smaller before they are sent, and count at their smaller size.',
  }),
  usage: defineMessage<{ count: number; max: number; used: string; size: string }>({
    id: 'photos.usage',
    defaultMessage: '{count} of {max} photos · {used} of {size}',
  }),
  uploading: defineMessage<{ percent: string }>({
    id: 'photos.status.uploading',
    defaultMessage: 'Sending… {percent}',
  }),
  tooMany: defineMessage<{ name: string; max: number }>({
    id: 'photos.refused.tooMany',
    defaultMessage: '“{name}” was not added: you can add up to {max} photos.',
  }),
  tooLarge: defineMessage<{ name: string; size: string }>({
    id: 'photos.refused.tooLarge',
    defaultMessage: '“{name}” was not added: photos can add up to {size} in total.',
  }),
  cannotReduce: defineMessage<{ name: string; bytes: string; size: string }>({
    id: 'photos.refused.cannotReduce',
    defaultMessage:
      '“{name}” was not added: at {bytes} it is over the {size} limit and could not be made small enough. Choose a smaller photo.',
  }),
  notPhoto: defineMessage<{ name: string }>({
    id: 'photos.refused.notPhoto',
    defaultMessage: '“{name}” was not added: it is not a photo (JPEG, PNG, WebP, GIF or HEIC).',
  }),
  remove: defineMessage<{ name: string }>({ id: 'photos.remove', defaultMessage: 'Remove {name}' }),
  retryNamed: defineMessage<{ name: string }>({ id: 'photos.retryNamed', defaultMessage: 'Retry {name}' }),
  progress: defineMessage<{ name: string }>({ id: 'photos.progress', defaultMessage: 'Sending {name}' }),
};
