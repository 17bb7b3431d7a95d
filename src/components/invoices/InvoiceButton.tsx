import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDownloadInvoiceMutation } from '../../api/shared/invoices';
import { saveObjectUrl } from '../../lib/download';
import { invoiceFileMessages } from './messages';

interface InvoiceButtonProps {
  invoiceUrl: string;
  /** What the invoice is for and when, read out with the button. */
  description: string;
  date: string;
}

/**
 * Downloads an invoice with the session (a plain link cannot carry it) and saves the PDF: every invoice the app
 * offers (a transaction's, a visit's) goes through it.
 */
export function InvoiceButton({ invoiceUrl, description, date }: InvoiceButtonProps) {
  const intl = useIntl();
  const [download, { isLoading, isError }] = useDownloadInvoiceMutation();
  const onClick = async () => {
    const result = await download(invoiceUrl);
    if (result.data) {
      const fallback = `${intl.formatMessage(invoiceFileMessages.fileName)}.pdf`;
      saveObjectUrl(result.data.objectUrl, result.data.fileName ?? fallback);
    }
  };
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<PictureAsPdf aria-hidden="true" />}
        disabled={isLoading}
        aria-label={intl.formatMessage(invoiceFileMessages.downloadFor, { description, date })}
        onClick={() => void onClick()}
      >
        <FormattedMessage {...(isLoading ? invoiceFileMessages.downloading : invoiceFileMessages.download)} />
      </Button>
      {isError && (
        <Typography role="alert" variant="body2" sx={{ color: 'error.main', mt: 0.5 }}>
          <FormattedMessage {...invoiceFileMessages.failed} />
        </Typography>
      )}
    </>
  );
}
