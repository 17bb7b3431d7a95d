import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { Profile } from '../../../state/session/api';
import { isProfileComplete } from '../../../state/session/selectors';
import { completenessItems } from '../completeness';
import { profileMessages } from '../messages';

/** How far the profile is from complete (spec §4), and what is still missing. */
export function CompletenessIndicator({ profile }: { profile: Profile }) {
  const intl = useIntl();
  const items = completenessItems(profile);
  const done = items.filter((item) => item.done).length;
  const complete = isProfileComplete(profile);
  const title = complete
    ? intl.formatMessage(profileMessages.completeTitle)
    : intl.formatMessage(profileMessages.incompleteTitle, { done, total: items.length });
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="profile-completeness-title"
      data-testid="profile-completeness"
      sx={{ p: 2, mb: 3 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {complete && <CheckCircleIcon color="success" aria-hidden="true" />}
        <Typography id="profile-completeness-title" variant="h6" component="h2">
          {title}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={(done / items.length) * 100}
        color={complete ? 'success' : 'primary'}
        aria-labelledby="profile-completeness-title"
        sx={{ mt: 1, height: 8, borderRadius: 4 }}
      />
      {!complete && (
        <List dense sx={{ mt: 1 }}>
          {items.map((item) => (
            <ListItem key={item.key} disableGutters>
              <ListItemIcon sx={{ minWidth: 32 }}>
                {item.done ? (
                  <CheckCircleIcon fontSize="small" color="success" aria-hidden="true" />
                ) : (
                  <RadioButtonUncheckedIcon fontSize="small" color="action" aria-hidden="true" />
                )}
              </ListItemIcon>
              <ListItemText
                primary={intl.formatMessage(profileMessages.itemState, {
                  item: intl.formatMessage(item.label),
                  state: item.done ? 'done' : 'missing',
                })}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
