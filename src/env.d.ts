/// <reference types="@rsbuild/core/types" />

declare module '*/i18n/compiled/es.json' {
  import type { MessageFormatElement } from 'react-intl';
  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}
declare module '*/i18n/compiled/en.json' {
  import type { MessageFormatElement } from 'react-intl';
  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}

/** The compilation's hash (rspack): the same in every chunk of one build. */
declare const __webpack_hash__: string | undefined;
