import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { useGetFooterSpecialitiesQuery } from '../../api/shared/catalog';
import type { Locale } from '../../state/language/languageSlice';
import { specialityPageUrl } from '../../components/marketingLinks';
import { footerMessages } from './footerMessages';
import { footerClass } from './footerParts';
import { titleFromSlug } from '../../lib/text';

/**
 * The footer's speciality links (the footer-specialities call), each to its page on the marketing site: plain
 * links, styled by the footer (./footerParts.tsx).
 */
export function FooterSpecialities() {
  const intl = useIntl();
  const { data, isLoading, isError, refetch } = useGetFooterSpecialitiesQuery();
  if (isLoading) {
    return (
      <Box aria-busy="true" aria-label={intl.formatMessage(footerMessages.specialties)} role="status">
        {[0, 1, 2, 3, 4].map((row) => (
          <Skeleton
            key={row}
            width={`${60 + ((row * 17) % 30)}%`}
            sx={{ bgcolor: 'rgba(255,255,255,0.15)' }}
          />
        ))}
      </Box>
    );
  }
  if (isError || !data) {
    return (
      <Box role="alert">
        <Typography variant="body2" sx={{ mb: 1 }}>
          <FormattedMessage {...footerMessages.specialtiesFailed} />
        </Typography>
        <Button size="small" variant="outlined" color="inherit" onClick={() => void refetch()}>
          <FormattedMessage {...footerMessages.retry} />
        </Button>
      </Box>
    );
  }
  return (
    <ul className={footerClass.list}>
      {data.speciality_list.map((speciality) => (
        <li key={speciality.id}>
          <a href={specialityPageUrl(speciality.slug, intl.locale as Locale)}>
            {titleFromSlug(speciality.slug)}
          </a>
        </li>
      ))}
    </ul>
  );
}
