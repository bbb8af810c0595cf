import { useMutation } from '@tanstack/react-query';
import type { LoginInput, LoginResponse, RegisterInput, RegisterResponse } from '#shared/contracts/auth';
import { AUTH_PATHS } from '#shared/contracts/auth-paths';
import { api } from '#client/lib/api';
import { useSetCurrentUser } from '#client/lib/auth';

export function useLogin(path: typeof AUTH_PATHS.login | typeof AUTH_PATHS.cashierLogin = AUTH_PATHS.login) {
  const setUser = useSetCurrentUser();
  return useMutation({
    mutationFn: (input: LoginInput) => api.post<LoginResponse>(path, input),
    onSuccess: (res) => setUser(res.user),
  });
}

export function useRegister() {
  const setUser = useSetCurrentUser();
  return useMutation({
    mutationFn: (input: RegisterInput) => api.post<RegisterResponse>(AUTH_PATHS.register, input),
    onSuccess: (res) => setUser(res.user),
  });
}

export function useTestLogin() {
  const setUser = useSetCurrentUser();
  return useMutation({
    mutationFn: () => api.post<LoginResponse>(AUTH_PATHS.testLogin),
    onSuccess: (res) => setUser(res.user),
  });
}
