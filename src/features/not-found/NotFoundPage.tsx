import { NotFound } from '../../components/NotFound';

/** The page of an unknown path. */
export default function NotFoundPage() {
  return <NotFound />;
}
