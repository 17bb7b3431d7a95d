import { Page } from '../../../components/Page';
import { doctorsMessages } from '../messages';

export default function DoctorProfilePage() {
  return <Page title={doctorsMessages.doctorTitle} />;
}
