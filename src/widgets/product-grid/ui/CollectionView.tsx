import type { ReactNode } from 'react';
import { shopCollectionQuery } from '@/entities/collection';
import { PageHead } from '@/entities/website';
import { useIntl, useT } from '@/shared/i18n';
import { useResource } from '@/shared/lib';
import { FormMessage } from '@/shared/ui';
import { ProductGrid } from './ProductGrid';
import { ShopBreadcrumbs } from './ShopBreadcrumbs';
import styles from './ProductGrid.module.css';

const NOT_FOUND = { type: 'NOT_FOUND', title: 'No such collection', status: 404 };

function Heading({ name, intro }: { name: string; intro?: ReactNode }) {
  return (
    <header className={styles.header}>
      <PageHead title={name} />
      <ShopBreadcrumbs trail={[{ label: name }]} />
      <h1>{name}</h1>
      {intro}
    </header>
  );
}

/** A collection's page: its name (an unknown slug is the not-found page), an optional introduction, its products and filters. */
export function CollectionView({ collection, path, search, intro }: { collection: string; path: string; search: string; intro?: ReactNode }) {
  const t = useT();
  const locale = useIntl().appLocale;
  const found = useResource(shopCollectionQuery(locale, collection));
  if (found.status === 'failed' && (found.error as { status?: number }).status === 404) throw NOT_FOUND;
  return (
    <div className={styles.view}>
      {found.status === 'ready' && <Heading name={found.data.name} intro={intro} />}
      {found.status === 'failed' && <FormMessage tone="failure">{t('shop.grid.loadFailed')}</FormMessage>}
      <ProductGrid collection={collection} path={path} search={search} />
    </div>
  );
}
