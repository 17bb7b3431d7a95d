import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useIntl } from 'react-intl';
import { useGetSpecialitiesByIdsQuery } from '../../../api/shared/catalog';
import { bookingMessages } from '../messages';

/**
 * The speciality being booked, named under the page title once one is chosen (a follow-up, a footer link or the
 * wizard brings only its id). It asks the provider for that one speciality (`speciality?specialityIds=`), not
 * the whole list; until it is known, or if it cannot be read, the line is simply absent: the steps work without it.
 */
export function ChosenSpeciality({ specialityId }: { specialityId: number | undefined }) {
  const intl = useIntl();
  const { data } = useGetSpecialitiesByIdsQuery(specialityId ? [specialityId] : skipToken);
  const speciality = data?.speciality_list.find((item) => item.id === specialityId);
  if (!specialityId || !speciality) return null;
  return (
    <Typography sx={{ color: 'text.secondary', mt: -0.5, mb: 1 }}>
      {intl.formatMessage(bookingMessages.chosenSpeciality, { speciality: speciality.title })}
    </Typography>
  );
}
