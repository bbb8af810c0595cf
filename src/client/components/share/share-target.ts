/** What is shared: a sale's receipt, or a debtor's or supplier's statement. */
export type ShareTarget = { kind: 'receipt'; saleId: number } | { kind: 'debtor' | 'supplier'; id: number };

export const messagingKeys = {
  channels: (businessId: number) => ['messaging', businessId, 'channels'] as const,
  messages: (businessId: number, kind?: string, id?: number) => ['messaging', businessId, 'messages', kind ?? 'all', id ?? 0] as const,
  links: (businessId: number) => ['messaging', businessId, 'links'] as const,
  gateway: (businessId: number) => ['messaging', businessId, 'gateway'] as const,
};
