import { useIntl } from 'react-intl';
import { footerMessages } from './footerMessages';

// Wordmarks, not words: the image's accessible name is the translated text.
const VISA = 'VISA';
const AMEX = 'AMEX';

/** The accepted card brands, drawn locally (no third-party image request). */
export function BrandsImage() {
  const intl = useIntl();
  return (
    <svg
      role="img"
      aria-label={intl.formatMessage(footerMessages.brands)}
      width="176"
      height="32"
      viewBox="0 0 176 32"
    >
      <rect x="0.5" y="0.5" width="51" height="31" rx="4" fill="#fff" stroke="#c4cfce" />
      <text
        x="26"
        y="21"
        textAnchor="middle"
        fontFamily="Arial, sans-serif"
        fontWeight="700"
        fontStyle="italic"
        fontSize="14"
        fill="#1a1f71"
      >
        {VISA}
      </text>
      <rect x="62.5" y="0.5" width="51" height="31" rx="4" fill="#fff" stroke="#c4cfce" />
      <circle cx="81" cy="16" r="9" fill="#eb001b" />
      <circle cx="95" cy="16" r="9" fill="#f79e1b" fillOpacity="0.9" />
      <rect x="124.5" y="0.5" width="51" height="31" rx="4" fill="#2e77bc" stroke="#2e77bc" />
      <text
        x="150"
        y="20"
        textAnchor="middle"
        fontFamily="Arial, sans-serif"
        fontWeight="700"
        fontSize="11"
        fill="#fff"
      >
        {AMEX}
      </text>
    </svg>
  );
}
