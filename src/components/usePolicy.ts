import { type Policy, useGetPoliciesQuery } from '../api/shared/catalog';

/**
 * The provider's policy of one type (`pwa/policies`): its URL in the page's language (the provider answers in
 * the request's language) and its version. Undefined while loading or when the provider has none; callers fall
 * back to our own page or the marketing site.
 */
export function usePolicy(type: Policy['type']): { policy: Policy | undefined; refetch(): void } {
  const { data, refetch } = useGetPoliciesQuery();
  return {
    policy: data?.policies.find((policy) => policy.type === type && /^https?:\/\//.test(policy.url)),
    refetch: () => void refetch(),
  };
}
