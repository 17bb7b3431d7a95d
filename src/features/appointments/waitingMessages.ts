import { defineMessage, defineMessages } from 'react-intl';

export const waitingMessages = defineMessages({
  loading: { id: 'appointments.waiting.loading', defaultMessage: 'Opening the waiting room' },
  failed: { id: 'appointments.waiting.failed', defaultMessage: 'We could not open the waiting room.' },
  reconnecting: {
    id: 'appointments.waiting.reconnecting',
    defaultMessage: 'Connection lost. Reconnecting… Stay on this page.',
  },
  waitingTitle: { id: 'appointments.waiting.waitingTitle', defaultMessage: 'You are in the waiting room' },
  waitingBody: {
    id: 'appointments.waiting.waitingBody',
    defaultMessage: 'Stay on this page: it moves on by itself when your session starts.',
  },
  startingTitle: { id: 'appointments.waiting.startingTitle', defaultMessage: 'Your session is starting' },
  autoStart: { id: 'appointments.waiting.autoStart', defaultMessage: 'Starts automatically in' },
  autoStartNow: { id: 'appointments.waiting.autoStartNow', defaultMessage: 'Starting now…' },
  joinNow: { id: 'appointments.waiting.joinNow', defaultMessage: 'Join now' },
  checkAgain: { id: 'appointments.waiting.checkAgain', defaultMessage: 'Check my camera and microphone' },
  inCallTitle: { id: 'appointments.waiting.inCallTitle', defaultMessage: 'Your consultation' },
  openInNewTab: {
    id: 'appointments.waiting.openInNewTab',
    defaultMessage: 'Problems with the video? Open the consultation in a new tab',
  },
  leave: { id: 'appointments.waiting.leave', defaultMessage: 'Leave the consultation' },
  leftTitle: { id: 'appointments.waiting.leftTitle', defaultMessage: 'You left the consultation' },
  leftBody: {
    id: 'appointments.waiting.leftBody',
    defaultMessage: 'The session is still going on. You can join it again until it ends.',
  },
  rejoin: { id: 'appointments.waiting.rejoin', defaultMessage: 'Join again' },
  endedTitle: { id: 'appointments.waiting.endedTitle', defaultMessage: 'Your consultation has ended' },
  endedBody: { id: 'appointments.waiting.endedBody', defaultMessage: 'Thank you for using Telehealth.' },
  canceledTitle: {
    id: 'appointments.waiting.canceledTitle',
    defaultMessage: 'This appointment was cancelled',
  },
  details: { id: 'appointments.waiting.details', defaultMessage: 'See the appointment details' },
  allAppointments: { id: 'appointments.waiting.allAppointments', defaultMessage: 'All my appointments' },
});

export const startsAt = defineMessage<{ when: string }>({
  id: 'appointments.waiting.startsAt',
  defaultMessage: 'Your session starts {when}.',
});

export const roomTitle = defineMessage<{ doctor: string }>({
  id: 'appointments.waiting.roomTitle',
  defaultMessage: 'Video consultation with {doctor}',
});

export const unnamedDevice = defineMessage<{ kind: string; number: number }>({
  id: 'appointments.devices.unnamed',
  defaultMessage: '{kind} {number}',
});

export const deviceMessages = defineMessages({
  title: { id: 'appointments.devices.title', defaultMessage: 'Check your camera and microphone' },
  intro: {
    id: 'appointments.devices.intro',
    defaultMessage: 'See and hear yourself before the call. You can also wait without checking.',
  },
  requesting: {
    id: 'appointments.devices.requesting',
    defaultMessage: 'Your browser will ask to use the camera and microphone: choose Allow.',
  },
  preview: { id: 'appointments.devices.preview', defaultMessage: 'Your camera preview' },
  level: { id: 'appointments.devices.level', defaultMessage: 'Microphone level' },
  levelHint: {
    id: 'appointments.devices.levelHint',
    defaultMessage: 'Say something: the bar moves when we hear you.',
  },
  camera: { id: 'appointments.devices.camera', defaultMessage: 'Camera' },
  microphone: { id: 'appointments.devices.microphone', defaultMessage: 'Microphone' },
  ready: { id: 'appointments.devices.ready', defaultMessage: 'Your camera and microphone work.' },
  continue: { id: 'appointments.devices.continue', defaultMessage: 'Continue to the waiting room' },
  skip: { id: 'appointments.devices.skip', defaultMessage: 'Wait without checking' },
  tryAgain: { id: 'appointments.devices.tryAgain', defaultMessage: 'Try again' },
  deniedTitle: {
    id: 'appointments.devices.deniedTitle',
    defaultMessage: 'Camera and microphone are blocked',
  },
  denied: {
    id: 'appointments.devices.denied',
    defaultMessage:
      'Your browser is not letting this page use the camera and microphone. Click the camera or padlock icon in the address bar, allow the camera and microphone for this site, then press Try again.',
  },
  noDeviceTitle: {
    id: 'appointments.devices.noDeviceTitle',
    defaultMessage: 'No camera or microphone found',
  },
  noDevice: {
    id: 'appointments.devices.noDevice',
    defaultMessage:
      'Connect a camera and a microphone (or check they are switched on), then press Try again. You can also join from your phone.',
  },
  inUseTitle: { id: 'appointments.devices.inUseTitle', defaultMessage: 'Camera or microphone in use' },
  inUse: {
    id: 'appointments.devices.inUse',
    defaultMessage: 'Another app is using your camera or microphone. Close it, then press Try again.',
  },
  unsupportedTitle: {
    id: 'appointments.devices.unsupportedTitle',
    defaultMessage: 'This browser cannot use a camera here',
  },
  unsupported: {
    id: 'appointments.devices.unsupported',
    defaultMessage: 'Open this page in a recent Chrome, Firefox, Safari or Edge to see and hear your doctor.',
  },
  errorTitle: { id: 'appointments.devices.errorTitle', defaultMessage: 'The check did not work' },
  error: {
    id: 'appointments.devices.error',
    defaultMessage:
      'Something went wrong while starting the camera. Press Try again, or wait without checking.',
  },
});
