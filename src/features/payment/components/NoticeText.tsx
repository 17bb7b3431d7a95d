import { useIntl } from 'react-intl';
import type { Notice } from '../hooks/usePayment';

/** A notice in the page's language: one of our messages, or the processor's own words. */
export function NoticeText({ notice }: { notice: Notice }) {
  const intl = useIntl();
  return <>{'text' in notice ? notice.text : intl.formatMessage(notice.message, notice.values)}</>;
}
