import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import {
  useGetAppointmentHistoryQuery,
  useGetUpcomingAppointmentsQuery,
} from '../../../../api/shared/appointments';
import { useNow } from '../../../../components/appointments/useNow';
import { OfflineBanner } from '../../../../components/offline/OfflineBanner';
import { listMessages } from '../../messages';
import { AppointmentList } from './AppointmentList';

export type AppointmentsTab = 'upcoming' | 'history';

/** The calls each tab shows (the offline banner's 'shown as of'). */
const UPCOMING_PATHS = ['/meeting/homepage/upcomings'];
const HISTORY_PATHS = ['/appointments/user/history'];

/** The tab lives in the URL (`?tab=history`), so reload and back/forward keep it; upcoming by default. */
export const tabOf = (value: string | null): AppointmentsTab =>
  value === 'history' ? 'history' : 'upcoming';

/** Upcoming (`getUpcomingAppointments`) and history (`getAppointmentHistory`) as tabs. */
export function AppointmentTabs() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const upcoming = useGetUpcomingAppointmentsQuery(undefined, { skip: tab !== 'upcoming' });
  const history = useGetAppointmentHistoryQuery(undefined, { skip: tab !== 'history' });
  const now = useNow();

  const select = (next: AppointmentsTab) => {
    const updated = new URLSearchParams(params);
    if (next === 'upcoming') updated.delete('tab');
    else updated.set('tab', next);
    setParams(updated);
  };

  return (
    <Box component="section" sx={{ mt: 2 }}>
      <OfflineBanner
        paths={tab === 'upcoming' ? UPCOMING_PATHS : HISTORY_PATHS}
        fetchedAt={(tab === 'upcoming' ? upcoming : history).fulfilledTimeStamp}
      />
      <Tabs
        value={tab}
        onChange={(_event, next: AppointmentsTab) => select(next)}
        aria-label={intl.formatMessage(listMessages.tabsLabel)}
        sx={{
          borderBottom: 1,
          borderColor: 'divider',
          mb: 2,
          '& .MuiTab-root': { textTransform: 'none', fontSize: '1rem' },
        }}
      >
        <Tab
          value="upcoming"
          id="appointments-tab-upcoming"
          aria-controls="appointments-panel"
          label={intl.formatMessage(listMessages.upcomingTab)}
        />
        <Tab
          value="history"
          id="appointments-tab-history"
          aria-controls="appointments-panel"
          label={intl.formatMessage(listMessages.historyTab)}
        />
      </Tabs>
      <div role="tabpanel" id="appointments-panel" aria-labelledby={`appointments-tab-${tab}`}>
        {tab === 'upcoming' ? (
          <AppointmentList
            query={upcoming}
            empty={listMessages.upcomingEmpty}
            failed={listMessages.upcomingFailed}
            now={now}
          />
        ) : (
          <AppointmentList
            query={history}
            empty={listMessages.historyEmpty}
            failed={listMessages.historyFailed}
            now={now}
          />
        )}
      </div>
    </Box>
  );
}
