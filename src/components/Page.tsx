import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { documentTitleMessage } from './messages';
import { visuallyHidden } from './visuallyHidden';

interface PageProps {
  title: MessageDescriptor;
  /** Hide the visible heading when the screen draws its own (the document title is always set). */
  hideHeading?: boolean;
  /** How wide the content may grow (a single doctor or a booking step reads better narrower). */
  maxWidth?: 'md' | 'lg';
  children?: ReactNode;
}

/** A page: document title (React hoists `<title>` into `<head>`), one h1, content. */
export function Page({ title, hideHeading = false, maxWidth = 'lg', children }: PageProps) {
  const intl = useIntl();
  const text = intl.formatMessage(title);
  return (
    <Container component="article" maxWidth={maxWidth} sx={{ py: { xs: 3, md: 5 } }}>
      <title>{intl.formatMessage(documentTitleMessage, { page: text })}</title>
      <Typography variant="h1" component="h1" gutterBottom sx={hideHeading ? visuallyHidden : undefined}>
        {text}
      </Typography>
      {children}
    </Container>
  );
}
