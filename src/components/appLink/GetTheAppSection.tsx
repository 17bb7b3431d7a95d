import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { AppLinkContent } from './AppLinkContent';
import { appLinkMessages } from './messages';

/** "Chat with a doctor in our app" as a section of a page (the information pages). */
export function GetTheAppSection() {
  return (
    <Box
      component="section"
      aria-labelledby="get-the-app-title"
      sx={{
        my: 5,
        p: { xs: 2, sm: 3 },
        maxWidth: 760,
        borderRadius: 3,
        bgcolor: '#e6f2f0',
      }}
    >
      <Typography id="get-the-app-title" variant="h5" component="h2" sx={{ mb: 1.5, fontWeight: 700 }}>
        <FormattedMessage {...appLinkMessages.title} />
      </Typography>
      <AppLinkContent idPrefix="get-the-app" />
    </Box>
  );
}
