/** The imports' query keys, owned by this feature: one import's summary, under the business. */
export const importKeys = {
  all: (businessId: number) => ['imports', businessId] as const,
  one: (businessId: number, importId: string | null) => ['imports', businessId, importId] as const,
};
