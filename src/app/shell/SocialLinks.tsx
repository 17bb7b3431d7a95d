import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Facebook from '@mui/icons-material/Facebook';
import Instagram from '@mui/icons-material/Instagram';
import LinkedIn from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import YouTube from '@mui/icons-material/YouTube';
import { useIntl } from 'react-intl';
import { socialNetworks, type SocialNetwork } from '../../components/marketingLinks';
import { footerMessages } from './footerMessages';

const icons: Record<SocialNetwork, typeof Facebook> = {
  Instagram,
  Facebook,
  LinkedIn,
  X: XIcon,
  YouTube,
};

export function SocialLinks() {
  const intl = useIntl();
  return (
    <Box
      component="ul"
      aria-label={intl.formatMessage(footerMessages.social)}
      sx={{ display: 'flex', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}
    >
      {socialNetworks.map(({ name, url }) => {
        const Icon = icons[name];
        return (
          <li key={name}>
            <IconButton
              component="a"
              href={url}
              rel="noopener"
              aria-label={intl.formatMessage(footerMessages.socialLink, { network: name })}
              sx={{ color: 'inherit' }}
            >
              <Icon />
            </IconButton>
          </li>
        );
      })}
    </Box>
  );
}
