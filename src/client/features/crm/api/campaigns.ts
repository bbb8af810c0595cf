import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CUSTOMER_PATHS, type Campaign, type CampaignDetail, type CampaignInput, type CampaignSettings } from '#shared/contracts/customers';
import { api } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

export const campaignsQuery = (businessId: number) =>
  queryOptions({
    queryKey: queryKeys.customers.campaigns(businessId),
    queryFn: () => api.get<Campaign[]>(CUSTOMER_PATHS.campaigns(businessId)),
  });
/** While an e-mail campaign is sending in the background, poll until it is done. */
const SENDING_POLL_MS = 2000;
export const useCampaigns = (businessId: number) =>
  useQuery({
    ...campaignsQuery(businessId),
    refetchInterval: (q) => (q.state.data?.some((c) => c.status === 'sending') ? SENDING_POLL_MS : false),
  });

export const campaignQuery = (businessId: number, id: number) =>
  queryOptions({
    queryKey: queryKeys.customers.campaign(businessId, id),
    queryFn: () => api.get<CampaignDetail>(CUSTOMER_PATHS.campaign(id)),
  });
export const useCampaign = (businessId: number, id: number | null) =>
  useQuery({
    ...campaignQuery(businessId, id ?? 0),
    enabled: id !== null,
    refetchInterval: (q) => (q.state.data?.status === 'sending' ? SENDING_POLL_MS : false),
  });

export const campaignSettingsQuery = (businessId: number) =>
  queryOptions({
    queryKey: queryKeys.customers.campaignSettings(businessId),
    queryFn: () => api.get<CampaignSettings>(CUSTOMER_PATHS.campaignSettings(businessId)),
    staleTime: 60_000,
  });
export const useCampaignSettings = (businessId: number) => useQuery(campaignSettingsQuery(businessId));

/** (Re)send the e-mails not yet sent; the campaign list and detail refresh (and poll while sending). */
export function useSendCampaign(businessId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<CampaignDetail>(CUSTOMER_PATHS.campaignSend(id)),
    onSuccess: (detail) => {
      qc.setQueryData(campaignQuery(businessId, detail.id).queryKey, detail);
      return qc.invalidateQueries({ queryKey: campaignsQuery(businessId).queryKey });
    },
  });
}

export function useCreateCampaign(businessId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CampaignInput) => api.post<CampaignDetail>(CUSTOMER_PATHS.campaigns(businessId), input),
    onSuccess: () => qc.invalidateQueries({ queryKey: campaignsQuery(businessId).queryKey }),
  });
}
