import Link from '@mui/material/Link';
import { env } from '../../../config/env';

export function EmailLink() {
  return (
    <Link href={`mailto:${env.supportEmail}`} sx={{ overflowWrap: 'anywhere' }}>
      {env.supportEmail}
    </Link>
  );
}
