import { OfflineBanner } from '../../../components/offline/OfflineBanner';
import { Page } from '../../../components/Page';
import { NotFound } from '../../../components/NotFound';
import { useGetAppointmentDetailsQuery } from '../api';
import { AppointmentDetailsView } from '../components/details/AppointmentDetailsView';
import { ListFailed, ListLoading } from '../components/list/ListStates';
import { detailMessages } from '../detailMessages';
import { useAppointmentId } from '../hooks/useAppointmentId';
import { appointmentsMessages } from '../messages';

/** /appointments-detail?id=: one visit; an unknown id, or another patient's, is the not-found page. */
export default function AppointmentDetailPage() {
  const id = useAppointmentId();
  const query = useGetAppointmentDetailsQuery(id ?? 0, { skip: id === null });
  if (id === null || (query.error && 'status' in query.error && query.error.status === 404)) {
    return <NotFound />;
  }

  let content;
  if (query.data) content = <AppointmentDetailsView key={query.data.id} details={query.data} />;
  else if (query.isError) {
    content = (
      <ListFailed
        message={detailMessages.failed}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  } else content = <ListLoading label={detailMessages.loading} rows={3} />;

  return (
    <Page title={appointmentsMessages.appointmentDetailTitle}>
      <OfflineBanner paths={[`/appointment/details/${id}`]} fetchedAt={query.fulfilledTimeStamp} />
      {content}
    </Page>
  );
}
