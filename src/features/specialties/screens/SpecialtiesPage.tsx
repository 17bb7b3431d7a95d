import { Page } from '../../../components/Page';
import { specialtiesMessages } from '../messages';

export default function SpecialtiesPage() {
  return <Page title={specialtiesMessages.specialtiesTitle} />;
}
