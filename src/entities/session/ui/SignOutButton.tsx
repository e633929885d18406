import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useIntl } from '@/shared/i18n';
import { localePath } from '@/shared/lib';
import { useSession } from '../model/viewer';

export interface SignOutButtonProps {
  className?: string;
  children: ReactNode;
}

/**
 * Signing out is an action of the person, never an address a link or another site could open:
 * the session ends, then `/logout` (a visitor-only page) says so.
 */
export function SignOutButton({ className, children }: SignOutButtonProps) {
  const session = useSession();
  const locale = useIntl().appLocale;
  const [, navigate] = useLocation();
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        session.signOut();
        navigate(`~${localePath('/logout', locale)}`);
      }}
    >
      {children}
    </button>
  );
}
