import Facebook from '@mui/icons-material/Facebook';
import Instagram from '@mui/icons-material/Instagram';
import LinkedIn from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import YouTube from '@mui/icons-material/YouTube';
import { styled } from '@mui/material/styles';
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

/** The networks' links: round 40 px targets as MUI's icon buttons, but plain links (one styled list). */
const SocialList = styled('ul')({
  display: 'flex',
  gap: 4,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '& a': {
    display: 'inline-flex',
    padding: 8,
    borderRadius: '50%',
    color: 'inherit',
    '&:hover': { backgroundColor: 'rgba(255, 255, 255, 0.08)' },
  },
});

export function SocialLinks() {
  const intl = useIntl();
  return (
    <SocialList aria-label={intl.formatMessage(footerMessages.social)}>
      {socialNetworks.map(({ name, url }) => {
        const Icon = icons[name];
        return (
          <li key={name}>
            <a
              href={url}
              rel="noopener"
              aria-label={intl.formatMessage(footerMessages.socialLink, { network: name })}
            >
              <Icon aria-hidden="true" />
            </a>
          </li>
        );
      })}
    </SocialList>
  );
}
