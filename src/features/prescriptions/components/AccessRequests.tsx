import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { patientTimeZone } from '../../../api/shared/doctors';
import type { Prescription } from '../api';
import { sharingMessages as messages } from '../messages';

/** The doctors who asked to see the patient's data, with the day they asked. */
export function AccessRequests({ requests }: { requests: Prescription['access_requests'] }) {
  const intl = useIntl();
  return (
    <Box component="section" aria-labelledby="access-requests-title">
      <Typography id="access-requests-title" component="h3" sx={{ fontWeight: 700 }}>
        <FormattedMessage {...messages.requestsTitle} />
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        <FormattedMessage {...messages.requestsExplained} />
      </Typography>
      {requests.length === 0 ? (
        <Typography>
          <FormattedMessage {...messages.requestsEmpty} />
        </Typography>
      ) : (
        <Box component="ul" aria-labelledby="access-requests-title" sx={{ m: 0, pl: 2.5 }}>
          {requests.map((request) => (
            <li key={request.id}>
              <Box component="span" sx={{ fontWeight: 600 }}>
                {request.doctor_name}
              </Box>
              <Box component="span" sx={{ color: 'text.secondary', ml: 1 }}>
                {intl.formatMessage(messages.requestedAt, {
                  date: intl.formatDate(request.requested_at, {
                    dateStyle: 'long',
                    timeZone: patientTimeZone().zone,
                  }),
                })}
              </Box>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
