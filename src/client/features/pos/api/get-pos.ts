import { useQuery } from '@tanstack/react-query';
import { posQuery } from './pos-query';

export { posQuery };

export const usePos = (businessId: number) => useQuery(posQuery(businessId));
