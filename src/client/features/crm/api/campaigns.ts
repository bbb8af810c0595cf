import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CUSTOMER_PATHS, type Campaign, type CampaignDetail, type CampaignInput } from '../../../../shared/contracts/customers';
import { api } from '../../../lib/api';
import { crmKey } from './keys';

export const campaignsQuery = (businessId: number) =>
  queryOptions({
    queryKey: [...crmKey(businessId), 'campaigns'],
    queryFn: () => api.get<Campaign[]>(CUSTOMER_PATHS.campaigns(businessId)),
  });
export const useCampaigns = (businessId: number) => useQuery(campaignsQuery(businessId));

export const campaignQuery = (businessId: number, id: number) =>
  queryOptions({ queryKey: [...crmKey(businessId), 'campaigns', id], queryFn: () => api.get<CampaignDetail>(CUSTOMER_PATHS.campaign(id)) });
export const useCampaign = (businessId: number, id: number | null) =>
  useQuery({ ...campaignQuery(businessId, id ?? 0), enabled: id !== null });

export function useCreateCampaign(businessId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CampaignInput) => api.post<CampaignDetail>(CUSTOMER_PATHS.campaigns(businessId), input),
    onSuccess: () => qc.invalidateQueries({ queryKey: campaignsQuery(businessId).queryKey }),
  });
}
