/**
 * How MUI's text fields notice the browser's autofill (the label moves out of the way of a filled-in value): the
 * input plays a tiny animation named `mui-auto-fill` when the browser fills it and `mui-auto-fill-cancel`
 * otherwise, and the field reads its value when one starts. MUI ships the two keyframes as global styles that
 * every text field renders again (a `GlobalStyles` of four components per field, serialized on each render).
 * Our theme turns that off (`disableInjectingGlobalStyles`, MUI's own switch for pages with many fields) and
 * declares the keyframes once in the baseline and the animation on every input, which is what MUI does when it
 * is on (issue 33, lighter renders: the profile has six fields, the payment four).
 */
const AUTO_FILL = 'mui-auto-fill';
const AUTO_FILL_CANCEL = 'mui-auto-fill-cancel';

/** For the baseline's global styles. Keyframes must not be empty, or Emotion's production build drops them. */
export const autoFillKeyframes = {
  [`@keyframes ${AUTO_FILL}`]: { from: { animationName: AUTO_FILL } },
  [`@keyframes ${AUTO_FILL_CANCEL}`]: { from: { animationName: AUTO_FILL_CANCEL } },
} as const;

/** For every input of MUI's `InputBase`. */
export const autoFillAnimation = {
  animationName: AUTO_FILL_CANCEL,
  animationDuration: '10ms',
  '&:-webkit-autofill': { animationDuration: '5000s', animationName: AUTO_FILL },
} as const;
