import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link as RouterLink } from 'wouter';
import { useIntl } from '../i18n';
import { localePath } from '../lib/path';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A route path without locale prefix (`/shop`, `/terms-and-conditions#data`). */
  href: string;
  replace?: boolean;
}

/** A link to a route of the website, in the current locale (`/` in German is `/de`, never `/de/`). */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ href, ...props }, ref) {
  const locale = useIntl().appLocale;
  const hashAt = href.search(/[?#]/);
  const path = hashAt === -1 ? href : href.slice(0, hashAt);
  const rest = hashAt === -1 ? '' : href.slice(hashAt);
  return <RouterLink ref={ref} href={`~${localePath(path || '/', locale)}${rest}`} {...props} />;
});
