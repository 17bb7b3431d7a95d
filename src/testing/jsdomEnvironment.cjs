// jsdom without the web platform pieces Node already has (fetch, streams, TextEncoder): components talk to
// real local HTTP servers in tests, through the same fetch the browser would use.
const { TestEnvironment } = require('jest-environment-jsdom');

const NODE_GLOBALS = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'Blob',
  'File',
  'AbortController',
  'AbortSignal',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'structuredClone',
  'BroadcastChannel',
  'MessageChannel',
  'MessagePort',
  'setImmediate',
  'clearImmediate',
];

class JsdomWithNodeFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of NODE_GLOBALS) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
    // jsdom has no Web Locks; Node's is the real API, shared by every window of the test like tabs of a browser.
    if (globalThis.navigator?.locks) {
      Object.defineProperty(this.global.navigator, 'locks', {
        value: globalThis.navigator.locks,
        configurable: true,
      });
    }
  }
}

module.exports = JsdomWithNodeFetch;
