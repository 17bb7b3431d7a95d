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
/** A route's own messages (scripts/i18n-split.ts). */
declare module '*/i18n/compiled/es/payment.json' {
  import type { MessageFormatElement } from 'react-intl';
  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}
declare module '*/i18n/compiled/en/payment.json' {
  import type { MessageFormatElement } from 'react-intl';
  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}
declare module '*/i18n/compiled/es/booking.json' {
  import type { MessageFormatElement } from 'react-intl';
  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}
declare module '*/i18n/compiled/en/booking.json' {
  import type { MessageFormatElement } from 'react-intl';
  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}
