import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { specialityPageUrl } from '../../../components/marketingLinks';
import type { Locale } from '../../../state/language/languageSlice';
import { carouselMessages } from '../messages';
import { avatarSrc, type Review } from '../testimonials';

export function ReviewCard({ review }: { review: Review }) {
  const intl = useIntl();
  const speciality = intl.formatMessage(review.speciality);
  return (
    <Box
      component="figure"
      sx={{
        m: 0,
        p: 3,
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        borderRadius: 3,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Typography component="blockquote" sx={{ m: 0, flex: 1, fontSize: '1.05rem' }}>
        <FormattedMessage {...review.text} />
      </Typography>
      <Box component="figcaption" sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <Box
          component="img"
          src={avatarSrc(review.avatar)}
          alt=""
          width={48}
          height={48}
          sx={{ borderRadius: '50%' }}
        />
        <div>
          <Typography sx={{ fontWeight: 700 }}>{review.firstName}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            <FormattedMessage {...carouselMessages.doctor} values={{ doctor: review.doctor }} />
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {speciality}
          </Typography>
        </div>
      </Box>
      <Link
        href={specialityPageUrl(review.specialitySlug, intl.locale as Locale)}
        sx={{ alignSelf: 'flex-start' }}
      >
        <FormattedMessage {...carouselMessages.link} values={{ speciality }} />
      </Link>
    </Box>
  );
}
