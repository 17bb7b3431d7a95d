import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { FormattedMessage } from 'react-intl';
import type { AvailableDoctor } from '../../../api/shared/doctors';
import type { PreOrder } from '../../../api/shared/preOrders';
import { ZonedDateTime } from '../../../components/ZonedDateTime';
import { paymentMessages } from '../messages';

export const DEFAULT_ZONE = 'Europe/Madrid';

/**
 * The doctor and the time being paid for, the time in the zone it was booked in. Memoized, as the payment page's
 * other parts that do not change as the patient types a voucher code: the page renders on every key.
 */
export const ConsultationSummary = memo(function ConsultationSummary({
  preOrder,
  doctor,
}: {
  preOrder: PreOrder;
  doctor?: AvailableDoctor;
}) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, '& dd': { m: 0, fontWeight: 600 } }}>
      <div>
        <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
          <FormattedMessage {...paymentMessages.doctor} />
        </Typography>
        <Typography component="dd">
          {doctor ? (
            <FormattedMessage
              {...paymentMessages.doctorLine}
              values={{ doctor: doctor.full_name, speciality: doctor.speciality.title }}
            />
          ) : (
            <Skeleton width={220} />
          )}
        </Typography>
      </div>
      <div>
        <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
          <FormattedMessage {...paymentMessages.when} />
        </Typography>
        <Typography component="dd">
          {preOrder.start_at ? (
            <ZonedDateTime value={preOrder.start_at} zone={preOrder.time_zone ?? DEFAULT_ZONE} />
          ) : (
            <FormattedMessage {...paymentMessages.emergency} />
          )}
        </Typography>
      </div>
    </Box>
  );
});
