/**
 * Clicks before the app is interactive (docs/decisions/0005-early-input-replay.md). A server-rendered page shows long before
 * its code has loaded: until then a button does nothing and a form's submit button would send the form natively
 * (a GET that puts the phone number in the address). This script, inline at the top of the page's `<body>`
 * (src/ssr/document.ts), holds such clicks instead: it cancels them and keeps up to five of the clicked controls,
 * in order, for the app to click again once it answers (src/lib/earlyInput.ts). Links are left alone: the browser
 * opens another server-rendered page by itself. Labels are held only for a checkbox or radio (a text field's
 * label just focuses it). Native form submissions (Enter in a form without a submit button) are cancelled.
 *
 * The Content-Security-Policy allows exactly this text by its hash (server/securityHeaders.ts): keep it here, in
 * one place, and plain (no imports), so the page and the policy can never disagree.
 */

/** The global the script leaves behind: `take()` stops holding clicks and hands over the held controls. */
export const EARLY_INPUT_GLOBAL = '__earlyInput';

/** The controls whose clicks are held (a label only for a checkbox or radio): the script's and the app's list. */
export const HELD_CONTROLS =
  'button,[role=button],[role=tab],[role=menuitem],[role=option],input[type=checkbox],input[type=radio],label';

export const EARLY_INPUT_SCRIPT =
  '(()=>{let d=document,q=[],' +
  `s='${HELD_CONTROLS},a[href]',` +
  'c=e=>{let t=e.target.closest?.(s);' +
  'if(!t||t.href||t.control&&!/^(checkbox|radio)$/.test(t.control.type))return;' +
  'e.preventDefault();q.length<5&&q.push(t)},' +
  'p=e=>e.preventDefault();' +
  "d.addEventListener('click',c,!0);d.addEventListener('submit',p,!0);" +
  `window.${EARLY_INPUT_GLOBAL}={take(){` +
  "d.removeEventListener('click',c,!0);d.removeEventListener('submit',p,!0);return q.splice(0)}}})()";
