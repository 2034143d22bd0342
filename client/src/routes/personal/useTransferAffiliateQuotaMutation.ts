import { graphql, useMutation } from 'react-relay';
import type { useTransferAffiliateQuotaMutation as M } from './__generated__/useTransferAffiliateQuotaMutation.graphql';

/** Moves referral quota to the balance; the returned user refreshes both amounts. */
export function useTransferAffiliateQuotaMutation() {
  return useMutation<M>(graphql`
    mutation useTransferAffiliateQuotaMutation($quota: BigInt!) {
      transferAffiliateQuota(quota: $quota) {
        id
        ...PersonalStats_user
        ...AffiliateCard_user
      }
    }
  `);
}
