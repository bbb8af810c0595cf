import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { LoginInput } from '#shared/contracts/auth';
import { AUTH_PATHS } from '#shared/contracts/auth-paths';
import { toast } from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { useLogin } from '../api/login';
import { useReturnAfterSignIn } from './return-path';

/**
 * An e-mail and password sign-in form (the owner's, or the cashier's at `path`): on success it says
 * so and goes back where the user was headed; on failure it shows the server's reason.
 */
export function useSignIn(
  texts: { success: string; failed: string },
  path: typeof AUTH_PATHS.login | typeof AUTH_PATHS.cashierLogin = AUTH_PATHS.login,
) {
  const returnAfterSignIn = useReturnAfterSignIn();
  const login = useLogin(path);
  const form = useForm<z.input<typeof LoginInput>, unknown, z.output<typeof LoginInput>>({
    resolver: zodResolver(LoginInput),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await login.mutateAsync(values);
      toast.success(texts.success);
      returnAfterSignIn();
    } catch (err) {
      toast.error(serverMessageOf(err, texts.failed));
    }
  });

  return { form, onSubmit, pending: login.isPending };
}

/** The form the hook keeps, for the fields that register into it. */
export type SignInFormState = ReturnType<typeof useSignIn>['form'];
