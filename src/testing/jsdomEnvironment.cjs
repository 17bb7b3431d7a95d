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
    const JsdomFormData = this.global.FormData;
    for (const name of NODE_GLOBALS) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
    // A browser's FormData also reads a <form> (React 19 builds one when a submit starts a navigation, for
    // useFormStatus); Node's cannot read jsdom's elements, so jsdom's reads them. File fields keep their name and
    // type, not their bytes (Node's FormData takes only Node's Blobs).
    this.global.FormData = class FormData extends globalThis.FormData {
      constructor(form) {
        super();
        if (form === undefined) return;
        for (const [name, value] of new JsdomFormData(form)) {
          this.append(
            name,
            typeof value === 'string' ? value : new File([], value.name, { type: value.type }),
          );
        }
      }
    };
  }
}

module.exports = JsdomWithNodeFetch;
