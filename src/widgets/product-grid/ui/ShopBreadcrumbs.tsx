import { useT } from '@/shared/i18n';
import { Link } from '@/shared/ui';
import styles from './ShopNavigation.module.css';

/** The way back up: the shop, then each `trail` step; the last step is the page itself. */
export function ShopBreadcrumbs({ trail }: { trail: Array<{ label: string; href?: string }> }) {
  const t = useT();
  const steps = [{ label: t('shop.breadcrumb.shop'), href: '/shop' }, ...trail];
  return (
    <nav aria-label={t('shop.breadcrumb.label')} className={styles.breadcrumbs}>
      <ol>
        {steps.map((step, index) =>
          index === steps.length - 1 ? (
            <li key={step.label} aria-current="page">
              {step.label}
            </li>
          ) : (
            <li key={step.label}>
              <Link href={step.href ?? '/shop'}>{step.label}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
