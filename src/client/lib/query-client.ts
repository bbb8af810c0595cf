import { QueryClient } from '@tanstack/react-query';

// Spec defaults: fresh 5 minutes, refetch on window focus, no automatic retry.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 5 * 60 * 1000, refetchOnWindowFocus: true, retry: false },
    mutations: { retry: false },
  },
});
