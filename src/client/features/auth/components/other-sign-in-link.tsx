import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The link under a sign-in card to the other way in: the owner's page from the till's, and back. */
export function OtherSignInLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="text-center text-sm">
      <Link to={to} className="text-primary underline-offset-4 hover:underline">
        {children}
      </Link>
    </p>
  );
}
