import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { saveObjectUrl } from '../../../lib/download';
import { useDownloadInvoiceMutation } from '../api';
import { financeMessages } from '../messages';

interface InvoiceButtonProps {
  invoiceUrl: string;
  /** What the invoice is for and when, read out with the button. */
  description: string;
  date: string;
}

/** Downloads a paid visit's invoice with the session (a plain link cannot carry it) and saves the PDF. */
export function InvoiceButton({ invoiceUrl, description, date }: InvoiceButtonProps) {
  const intl = useIntl();
  const [download, { isLoading, isError }] = useDownloadInvoiceMutation();
  const onClick = async () => {
    const result = await download(invoiceUrl);
    if (result.data) {
      const fallback = `${intl.formatMessage(financeMessages.invoiceFileName)}.pdf`;
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
        aria-label={intl.formatMessage(financeMessages.downloadInvoiceFor, { description, date })}
        onClick={() => void onClick()}
      >
        <FormattedMessage {...(isLoading ? financeMessages.downloading : financeMessages.downloadInvoice)} />
      </Button>
      {isError && (
        <Typography role="alert" variant="body2" sx={{ color: 'error.main', mt: 0.5 }}>
          <FormattedMessage {...financeMessages.downloadFailed} />
        </Typography>
      )}
    </>
  );
}
