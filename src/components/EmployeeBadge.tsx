import BusinessIcon from '@mui/icons-material/Business';
import Box, { type BoxProps } from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import {
  selectCompanies,
  selectEmployeeCompany,
  selectIsEmployee,
  selectIsLoggedIn,
} from '../state/session/selectors';
import { useGetProfileQuery } from '../state/session/api';
import { companySwitched } from '../state/session/sessionSlice';
import { useAppDispatch, useAppSelector } from '../store/hooks';

const messages = {
  ...defineMessages({
    loggedAsEmployee: { id: 'employeeBadge.loggedAsEmployee', defaultMessage: 'Logged in as employee' },
    companySwitcher: { id: 'employeeBadge.companySwitcher', defaultMessage: 'Company' },
  }),
  coveredBy: defineMessage<{ company: string }>({
    id: 'employeeBadge.coveredBy',
    defaultMessage: 'Service covered by {company}',
  }),
};

interface EmployeeBadgeProps {
  /** Show the company switcher (spec §2: employees see one; default true). */
  showSwitcher?: boolean;
  sx?: BoxProps['sx'];
}

/**
 * Spec §1/§6 B2B: 'Logged in as employee' and the company covering the service, with its logo or a default
 * icon, plus a switcher that sets the active company for B2B calls. Nothing for visitors and patients.
 */
export function EmployeeBadge({ showSwitcher = true, sx }: EmployeeBadgeProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const isEmployee = useAppSelector(selectIsEmployee);
  const company = useAppSelector(selectEmployeeCompany);
  const companies = useAppSelector(selectCompanies);
  const activeIndex = useAppSelector((state) => state.session.activeCompanyIndex);
  // The summary says who is an employee; the companies and their logos come from the full profile.
  useGetProfileQuery(undefined, { skip: !isLoggedIn || !isEmployee });
  if (!isLoggedIn || !isEmployee || !company) return null;

  return (
    <Box data-testid="employee-badge" sx={sx}>
      <Typography variant="body2" sx={{ fontWeight: 600, color: 'primary.main' }}>
        {intl.formatMessage(messages.loggedAsEmployee)}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
        {company.logoUrl ? (
          // The company is named in the text beside it.
          <Box
            component="img"
            src={company.logoUrl}
            alt=""
            sx={{ width: 32, height: 32, objectFit: 'contain', flexShrink: 0 }}
          />
        ) : (
          <BusinessIcon
            aria-hidden="true"
            data-testid="employee-badge-default-icon"
            sx={{ color: 'text.secondary' }}
          />
        )}
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {intl.formatMessage(messages.coveredBy, { company: company.title })}
        </Typography>
      </Box>
      {showSwitcher && (
        <TextField
          select
          size="small"
          fullWidth
          id="employee-company"
          label={intl.formatMessage(messages.companySwitcher)}
          value={String(Math.min(activeIndex, companies.length - 1))}
          onChange={(event) => dispatch(companySwitched(Number(event.target.value)))}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ mt: 1.5 }}
        >
          {companies.map((entry, index) => (
            <option key={entry.id} value={index}>
              {entry.title}
            </option>
          ))}
        </TextField>
      )}
    </Box>
  );
}
