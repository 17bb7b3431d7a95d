import Link from '@mui/material/Link';
import { env } from '../../../config/env';

export function EmailLink() {
  return (
    <Link href={`mailto:${env.supportEmail}`} underline="always" sx={{ overflowWrap: 'anywhere' }}>
      {env.supportEmail}
    </Link>
  );
}
