import { queryOptions, useQuery } from '@tanstack/react-query';
import { SUBSCRIPTION_PATHS, type BusinessSubscription } from '#shared/contracts/subscriptions';
import { api } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

export const subscriptionQuery = (businessId: number) =>
  queryOptions({
    queryKey: queryKeys.business.subscription(businessId),
    queryFn: () => api.get<BusinessSubscription>(SUBSCRIPTION_PATHS.ofBusiness(businessId)),
  });

export const useSubscription = (businessId: number | undefined) =>
  useQuery({ ...subscriptionQuery(businessId ?? 0), enabled: businessId !== undefined });
