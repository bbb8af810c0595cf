import { useAuth } from './auth';

/**
 * The signed-in user's business id (every business screen is scoped by it); undefined for a
 * visitor or the platform's super admin, who have none.
 */
export function useBusinessId(): number | undefined {
  return useAuth().user?.business?.id;
}
