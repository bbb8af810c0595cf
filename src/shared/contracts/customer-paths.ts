// The zod-free part of the customers contract (the till's customer requests); `./customers` re-exports it.

export const CUSTOMER_PATHS = {
  list: (businessId: number) => `/api/businesses/${businessId}/customers`,
  one: (id: number) => `/api/customers/${id}`,
  patch: (businessId: number, customerId: number) => `/api/businesses/${businessId}/customers/${customerId}`,
  loyaltyPoints: (businessId: number, customerId: number) => `/api/businesses/${businessId}/customers/${customerId}/loyalty-points`,
  loyaltyHistory: (id: number) => `/api/customers/${id}/loyalty-points`,
  sales: (id: number) => `/api/customers/${id}/sales`,
  interactions: (id: number) => `/api/customers/${id}/interactions`,
  loyaltyProgram: (businessId: number) => `/api/businesses/${businessId}/loyalty-program`,
  campaigns: (businessId: number) => `/api/businesses/${businessId}/campaigns`,
  campaign: (id: number) => `/api/campaigns/${id}`,
  campaignCsv: (id: number) => `/api/campaigns/${id}/recipients.csv`,
  campaignSend: (id: number) => `/api/campaigns/${id}/send`,
  campaignSettings: (businessId: number) => `/api/businesses/${businessId}/campaigns/settings`,
} as const;
