import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { fileNameOf } from '../../lib/download';
import type { AppServices } from '../../store/services';
import { standardApi } from '../standardApi';

/** A downloaded invoice: the PDF as an object URL of this page (revoke it when saved) and its file name. */
export interface InvoiceFile {
  objectUrl: string;
  fileName: string | null;
}

/** The bearer rides only to the provider's own origin: an `invoice_url` elsewhere is refused, not fetched. */
export const INVOICE_URL_NOT_ON_API_HOST = 'invoice_url_not_on_api_host';

const sameOrigin = (url: string, base: string) => {
  try {
    return new URL(url, base).origin === new URL(base).origin;
  } catch {
    return false;
  }
};

/**
 * An invoice as two features offer it: a transaction's on /invoices and a paid visit's on its details. Both
 * fetch the provider's `invoice_url` the same way (contracts/README.md, "Invoices").
 */
export const sharedInvoicesApi = standardApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * An invoice (`invoice_url` of a transaction or of a visit's details) fetched with the bearer, as a file to
     * save: a plain link cannot carry the bearer, and the invoice (doctor, speciality) is health data.
     */
    downloadInvoice: build.mutation<InvoiceFile, string>({
      async queryFn(invoiceUrl, api, _extraOptions, baseQuery) {
        if (!sameOrigin(invoiceUrl, (api.extra as AppServices).apiBaseUrl)) {
          return { error: { status: 'CUSTOM_ERROR', error: INVOICE_URL_NOT_ON_API_HOST } };
        }
        const result = await baseQuery({
          url: invoiceUrl,
          responseHandler: async (response): Promise<InvoiceFile | unknown> =>
            response.ok
              ? {
                  objectUrl: URL.createObjectURL(await response.blob()),
                  fileName: fileNameOf(response.headers.get('Content-Disposition')),
                }
              : response.headers.get('Content-Type')?.includes('json')
                ? response.json()
                : response.text(),
        });
        return result.error
          ? { error: result.error as FetchBaseQueryError }
          : { data: result.data as InvoiceFile };
      },
    }),
  }),
});

export const { useDownloadInvoiceMutation } = sharedInvoicesApi;
