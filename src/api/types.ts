/** Types shared by several endpoints. Amounts are integer cents. */
export interface Money {
  amount: number;
  currency: 'EUR';
}

export interface Pagination {
  page: number;
  page_size: number;
  total: number;
}

/** The provider's error body (4xx/5xx), as the sandbox and our contracts describe it. */
export interface ProviderError {
  code: string;
  message: string;
  field?: string;
}

export type AppointmentType = 'booked' | 'emergency';

export interface DoctorSummary {
  id: number;
  full_name: string;
  photo_url: string | null;
  speciality_title: string;
}
