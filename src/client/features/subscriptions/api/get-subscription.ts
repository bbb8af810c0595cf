import { queryOptions, useQuery } from '@tanstack/react-query';
import { SUBSCRIPTION_PATHS, type BusinessSubscription } from '../../../../shared/contracts/subscriptions';
import { api } from '../../../lib/api';

export const subscriptionQuery = (businessId: number) =>
  queryOptions({
    queryKey: ['business', businessId, 'subscription'],
    queryFn: () => api.get<BusinessSubscription>(SUBSCRIPTION_PATHS.ofBusiness(businessId)),
  });

export const useSubscription = (businessId: number | undefined) =>
  useQuery({ ...subscriptionQuery(businessId ?? 0), enabled: businessId !== undefined });
