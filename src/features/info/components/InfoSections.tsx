import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { infoMessages } from '../messages';

export type Block = MessageDescriptor | { list: MessageDescriptor[] };

export interface InfoSection {
  id: string;
  title: MessageDescriptor;
  blocks: Block[];
}

type Values = Record<string, ReactNode | ((chunks: ReactNode[]) => ReactNode)>;

const isList = (block: Block): block is { list: MessageDescriptor[] } => 'list' in block;

/** Rich-text tags the legal texts may use: <b>…</b>. */
const richText: Values = {
  b: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
};

/** A long text page: an optional "on this page" index, then one h2 section per entry. */
export function InfoSections({
  sections,
  values = {},
  withIndex = false,
}: {
  sections: InfoSection[];
  values?: Values;
  withIndex?: boolean;
}) {
  const intl = useIntl();
  const all = { ...richText, ...values };
  return (
    <>
      {withIndex && (
        <Box
          component="nav"
          aria-label={intl.formatMessage(infoMessages.onThisPage)}
          sx={{
            mb: 4,
            p: 2,
            maxWidth: 760,
            borderRadius: 2,
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
          }}
        >
          <Typography sx={{ fontWeight: 700, mb: 1 }} aria-hidden="true">
            <FormattedMessage {...infoMessages.onThisPage} />
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 3, columns: { md: 2 }, '& li': { mb: 0.5 } }}>
            {sections.map((section) => (
              <li key={section.id}>
                <Link href={`#${section.id}`}>
                  <FormattedMessage {...section.title} />
                </Link>
              </li>
            ))}
          </Box>
        </Box>
      )}
      {sections.map((section) => (
        <Box component="section" key={section.id} aria-labelledby={section.id} sx={{ mb: 4, maxWidth: 760 }}>
          <Typography id={section.id} variant="h2" sx={{ mb: 1.5, scrollMarginTop: 80 }}>
            <FormattedMessage {...section.title} />
          </Typography>
          {section.blocks.map((block, index) => (
            <Fragment key={index}>
              {isList(block) ? (
                <Box component="ul" sx={{ mt: 0, mb: 2, pl: 3, '& li': { mb: 0.75 } }}>
                  {block.list.map((item) => (
                    <li key={item.id}>
                      <FormattedMessage {...item} values={all} />
                    </li>
                  ))}
                </Box>
              ) : (
                <Typography sx={{ mb: 2 }}>
                  <FormattedMessage {...block} values={all} />
                </Typography>
              )}
            </Fragment>
          ))}
        </Box>
      ))}
    </>
  );
}
