/**
 * When a server-rendered page loads the app's code (docs/decisions/0004-code-after-paint.md). The page's content is in its HTML, so
 * nothing the patient sees needs the code, and the code should not hold up what they see. With `<script defer>`
 * in the head it did: the scripts were fetched alongside the page and its photo and, on a fast network, ran
 * before the browser had painted, so the paint waited for them.
 *
 * So a server-rendered page carries no script tags for the app (src/ssr/document.ts). This script, inline at the
 * end of `<body>`, reads their addresses from its own APP_SCRIPT_ATTRIBUTE and adds them to the page, in order,
 * once the page has shown: its first contentful paint, and the images marked with `elementtiming` (the doctor's
 * photo) painted or failed, for at most IMAGE_WAIT_MS after that paint. The head holds the first paint until the
 * main content is parsed (`<link rel="expect">`), so that paint is the page, not its header alone.
 *
 * A page that is not visible does not paint: it adds them at once. A browser without paint timing adds them after
 * the next frame, and one without element timing does not wait for images. However slow the page is to show, they
 * are added at most FALLBACK_MS after it was parsed. The cost is that the code starts downloading when the page
 * has shown instead of as the head is parsed; clicks and typing until it answers are held and replayed
 * (src/lib/earlyInputScript.ts).
 *
 * A page whose token had expired may be taking the patient's page in place of its frame (src/lib/earlyPage.ts):
 * the scripts are added once its early script has run and that is done or given up, so the app never reads half
 * of one.
 *
 * The Content-Security-Policy allows exactly this text by its hash (server/securityHeaders.ts): keep it here, in
 * one place, and plain (no imports).
 */

/**
 * How a server-rendered page loads the app's code (src/ssr/document.ts): `preload` is what patients get; the bench
 * serves the others to compare (bench/loading.ts, `npm run bench -- --script-loading`).
 */
export const SCRIPT_LOADINGS = ['after-paint', 'preload', 'preload-high', 'head'] as const;
export type ScriptLoading = (typeof SCRIPT_LOADINGS)[number];

/** The attribute of this script that lists the app's scripts (their addresses, separated by spaces, in order). */
export const APP_SCRIPT_ATTRIBUTE = 'data-app-scripts';

/** The longest the app's code waits for the page to show, from the moment the page was parsed. */
export const FALLBACK_MS = 1000;

/** The longest it waits for a marked image after the first paint. */
export const IMAGE_WAIT_MS = 300;

/** The slot on `window` where a page whose token had expired offers the patient's page (src/lib/earlyPage.ts). */
export const EARLY_PAGE_GLOBAL = '__earlyPage';

/**
 * The attribute of a page's early script (src/early/earlySession.ts): until it has run, which leaves something in
 * the slot, the app's code waits for it (it loads `async`, and may run after the first paint).
 */
export const EARLY_SCRIPT_ATTRIBUTE = 'data-early';

/** How long the app's code waits for the early script and the patient's page to take the frame's place, at most. */
export const EARLY_PAGE_WAIT_MS = 5000;

export const AFTER_PAINT_SCRIPT =
  '(()=>{let d=document,P=window.PerformanceObserver,t=P?.supportedEntryTypes||[],r=0,f=0,' +
  `u=d.currentScript.getAttribute('${APP_SCRIPT_ATTRIBUTE}').match(/\\S+/g)||[],` +
  'run=()=>{if(r)return;r=1;' +
  "let a=()=>{for(let h of u){let s=d.createElement('script');s.src=h;s.async=!1;d.head.append(s)}},o=0," +
  `g=()=>{if(o++)return;let p=window.${EARLY_PAGE_GLOBAL};window.${EARLY_PAGE_GLOBAL}=p||null;p?p(${EARLY_PAGE_WAIT_MS}).then(a):a()},` +
  `e=d.querySelector('script[${EARLY_SCRIPT_ATTRIBUTE}]');` +
  `window.${EARLY_PAGE_GLOBAL}===void 0&&e?(e.onload=e.onerror=g,setTimeout(g,${EARLY_PAGE_WAIT_MS})):g()};` +
  "if(d.visibilityState!='visible')return run();" +
  `setTimeout(run,${FALLBACK_MS});` +
  "if(!t.includes('paint'))return requestAnimationFrame(()=>setTimeout(run));" +
  "let m=new Set(t.includes('element')?[...d.querySelectorAll('img[elementtiming]')].filter(i=>!i.complete||i.naturalWidth):[])," +
  'c=()=>{f&&!m.size&&setTimeout(run)},' +
  "o=new P(l=>{for(let e of l.getEntries())e.name=='first-contentful-paint'?" +
  `(f=1,setTimeout(run,${IMAGE_WAIT_MS})):m.delete(e.element);c()});` +
  "for(let i of m)i.addEventListener('error',()=>{m.delete(i);c()});" +
  "o.observe({type:'paint',buffered:!0});m.size&&o.observe({type:'element',buffered:!0})})()";
