import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { defineMessages, FormattedMessage, type MessageDescriptor } from 'react-intl';

const m = defineMessages({
  caption: { id: 'cookies.table.caption', defaultMessage: 'Cookies and local storage used by this website' },
  name: { id: 'cookies.table.name', defaultMessage: 'Name' },
  type: { id: 'cookies.table.type', defaultMessage: 'Type' },
  purpose: { id: 'cookies.table.purpose', defaultMessage: 'Purpose' },
  duration: { id: 'cookies.table.duration', defaultMessage: 'Duration' },
  cookie: { id: 'cookies.type.cookie', defaultMessage: 'Own cookie, strictly necessary' },
  storage: { id: 'cookies.type.storage', defaultMessage: 'Local storage, strictly necessary' },
  tokenPurpose: {
    id: 'cookies.token.purpose',
    defaultMessage: 'Keeps you signed in when you open or reload a page.',
  },
  tokenDuration: {
    id: 'cookies.token.duration',
    defaultMessage: 'Until your session expires or you log out',
  },
  loginPurpose: { id: 'cookies.login.purpose', defaultMessage: 'Remembers that you are signed in.' },
  sessionPurpose: {
    id: 'cookies.session.purpose',
    defaultMessage: 'Identify you to our servers and renew your session securely.',
  },
  untilLogout: { id: 'cookies.untilLogout', defaultMessage: 'Until you log out' },
  b2bPurpose: {
    id: 'cookies.b2b.purpose',
    defaultMessage: 'Remembers whether your company covers the service, to show you the right support phone.',
  },
  b2bDuration: { id: 'cookies.b2b.duration', defaultMessage: 'Until you delete it from your browser' },
});

// Storage keys are names in code, not words: the same in every language.
const rows: {
  names: string[];
  type: MessageDescriptor;
  purpose: MessageDescriptor;
  duration: MessageDescriptor;
}[] = [
  { names: ['token'], type: m.cookie, purpose: m.tokenPurpose, duration: m.tokenDuration },
  { names: ['login'], type: m.storage, purpose: m.loginPurpose, duration: m.untilLogout },
  {
    names: ['token', 'access_token', 'refresh_token'],
    type: m.storage,
    purpose: m.sessionPurpose,
    duration: m.untilLogout,
  },
  { names: ['b2b'], type: m.storage, purpose: m.b2bPurpose, duration: m.b2bDuration },
];

/** The cookie policy's inventory: a table from tablets up, one card per entry on phones (no sideways scroll). */
export function StorageTable() {
  return (
    <>
      <Box
        component="table"
        sx={{
          display: { xs: 'none', sm: 'table' },
          borderCollapse: 'collapse',
          width: '100%',
          maxWidth: 960,
          mb: 4,
          bgcolor: 'background.paper',
          '& th, & td': {
            textAlign: 'left',
            verticalAlign: 'top',
            p: 1.5,
            borderBottom: 1,
            borderColor: 'divider',
          },
          '& caption': { textAlign: 'left', fontWeight: 700, pb: 1 },
        }}
      >
        <caption>
          <FormattedMessage {...m.caption} />
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage {...m.name} />
            </th>
            <th scope="col">
              <FormattedMessage {...m.type} />
            </th>
            <th scope="col">
              <FormattedMessage {...m.purpose} />
            </th>
            <th scope="col">
              <FormattedMessage {...m.duration} />
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.type.id}-${row.names.join()}`}>
              <th scope="row">{row.names.map(names)}</th>
              <td>
                <FormattedMessage {...row.type} />
              </td>
              <td>
                <FormattedMessage {...row.purpose} />
              </td>
              <td>
                <FormattedMessage {...row.duration} />
              </td>
            </tr>
          ))}
        </tbody>
      </Box>
      <Box component="section" aria-labelledby="storage-cards-title" sx={{ display: { sm: 'none' }, mb: 4 }}>
        <Typography id="storage-cards-title" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
          <FormattedMessage {...m.caption} />
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {rows.map((row) => (
            <Box
              component="li"
              key={`${row.type.id}-${row.names.join()}`}
              sx={{ p: 2, borderRadius: 2, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}
            >
              <Box
                component="dl"
                sx={{
                  m: 0,
                  '& dt': { fontWeight: 700, mt: 1 },
                  '& dt:first-of-type': { mt: 0 },
                  '& dd': { m: 0 },
                }}
              >
                <dt>
                  <FormattedMessage {...m.name} />
                </dt>
                <dd>{row.names.map(names)}</dd>
                <dt>
                  <FormattedMessage {...m.type} />
                </dt>
                <dd>
                  <FormattedMessage {...row.type} />
                </dd>
                <dt>
                  <FormattedMessage {...m.purpose} />
                </dt>
                <dd>
                  <FormattedMessage {...row.purpose} />
                </dd>
                <dt>
                  <FormattedMessage {...m.duration} />
                </dt>
                <dd>
                  <FormattedMessage {...row.duration} />
                </dd>
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
    </>
  );
}

const names = (name: string) => (
  <Box component="code" key={name} sx={{ display: 'block' }}>
    {name}
  </Box>
);
