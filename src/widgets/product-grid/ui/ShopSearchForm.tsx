import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { useT } from '@/shared/i18n';
import { Button, TextField } from '@/shared/ui';
import styles from './ShopNavigation.module.css';

/** The shop's search: its results are /shop/all-products?search=… (an empty search lists every product). */
export function ShopSearchForm({ initial = '' }: { initial?: string }) {
  const t = useT();
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const words = draft.trim();
    navigate(words ? `/shop/all-products?${new URLSearchParams({ search: words })}` : '/shop/all-products');
  };
  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <TextField type="search" name="search" label={t('shop.search.label')} hint={t('shop.search.hint')} maxLength={100} value={draft} onChange={(event) => setDraft(event.target.value)} />
      <Button type="submit" variant="secondary">
        {t('shop.search.submit')}
      </Button>
    </form>
  );
}
