import { standardApi } from '../standardApi';
import type { Pagination } from '../types';

/** Spec §9: the speciality list's default page size. */
export const SPECIALITY_PAGE_SIZE = 500;

export interface Speciality {
  id: number;
  title: string;
  slug: string;
  description: string;
  /** Present when requested with hasAdditionalInfo=true. */
  additional_info: string | null;
  icon_url: string | null;
  /** Lowest consultation price in cents. */
  price_from: number | null;
}

export interface SpecialityListResponse {
  speciality_list: Speciality[];
  pagination: Pagination;
}

export interface FooterSpeciality {
  id: number;
  title: string;
  slug: string;
}

export interface Symptom {
  id: number;
  title: string;
  speciality_id: number;
}

export interface MainSearchResponse {
  specialities: { id: number; title: string; slug: string }[];
  symptoms: Symptom[];
  doctors: {
    id: number;
    full_name: string;
    speciality_id: number;
    speciality_title: string;
    photo_url: string | null;
  }[];
}

export interface Policy {
  id: number;
  type: 'privacy' | 'terms' | 'cookies';
  title: string;
  url: string;
  version: string;
}

/** Catalog calls several features read (home, specialities, booking, footer). */
export const catalogApi = standardApi.injectEndpoints({
  endpoints: (build) => ({
    getSpecialities: build.query<SpecialityListResponse, { page?: number; pageSize?: number } | void>({
      query: (args) => ({
        url: 'api/v1/speciality',
        params: {
          hasAdditionalInfo: true,
          'page-size': args?.pageSize ?? SPECIALITY_PAGE_SIZE,
          page: args?.page ?? 1,
        },
      }),
      providesTags: ['Specialities'],
    }),
    getSpecialitiesByIds: build.query<SpecialityListResponse, number[]>({
      query: (ids) => ({ url: 'api/v1/speciality', params: { specialityIds: ids.join(',') } }),
      providesTags: ['Specialities'],
    }),
    /** Path not in the spec; our proposal (contracts/README.md). Fetched on each page load. */
    getFooterSpecialities: build.query<{ speciality_list: FooterSpeciality[] }, void>({
      query: () => 'api/v1/speciality/footer',
      providesTags: ['Specialities'],
    }),
    getSymptoms: build.query<{ symptom_list: Symptom[] }, void>({
      query: () => 'api/v1/symptom',
    }),
    mainSearch: build.query<MainSearchResponse, string>({
      query: (q) => ({ url: 'api/v1/pwa/main-search', params: { q } }),
    }),
    getPolicies: build.query<{ policies: Policy[] }, void>({
      query: () => 'api/v1/pwa/policies',
    }),
  }),
});

export const {
  useGetSpecialitiesQuery,
  useGetSpecialitiesByIdsQuery,
  useGetFooterSpecialitiesQuery,
  useGetSymptomsQuery,
  useMainSearchQuery,
  useLazyMainSearchQuery,
  useGetPoliciesQuery,
} = catalogApi;
