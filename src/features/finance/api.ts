import { standardApi } from '../../api/standardApi';
import type { Money, Pagination } from '../../api/types';

/** Spec §9. */
export const TRANSACTIONS_PAGE_SIZE = 5;

export interface Transaction {
  id: number;
  type: 'payment' | 'refund' | 'voucher' | 'bundle';
  /** Positive into the balance, negative out of it. */
  amount: Money;
  description: string;
  created_at: string;
  invoice_url: string | null;
}

export const financeApi = standardApi.injectEndpoints({
  endpoints: (build) => ({
    getBalance: build.query<{ balance: Money }, void>({
      query: () => 'api/v1/finance/balance',
      providesTags: ['Balance'],
    }),
    getTransactions: build.query<{ transaction_list: Transaction[]; pagination: Pagination }, number>({
      query: (page) => ({
        url: 'api/v1/finance/transactions',
        params: { 'page-size': TRANSACTIONS_PAGE_SIZE, page },
      }),
      providesTags: ['Transactions'],
    }),
  }),
});

export const { useGetBalanceQuery, useGetTransactionsQuery } = financeApi;
