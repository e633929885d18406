import { useEffect, useId, useRef, useState } from 'react';
import { AddressLines, deleteAddress, fetchClient, listAddresses, setDefaultAddress, type Address, type AddressKind } from '@/entities/address';
import { useSession } from '@/entities/session';
import { AddressForm } from '@/features/shop/address-form';
import { usePageTitle, useT } from '@/shared/i18n';
import { Button, FormMessage } from '@/shared/ui';
import { AccountFrame } from '@/widgets/account-frame';
import styles from './AccountAddressesPage.module.css';

const KINDS: readonly AddressKind[] = ['BILLING', 'SHIPPING'];

/** /infos/edit/addresses: the client's billing and shipping addresses, to add, choose as default or remove. */
export default function AccountAddressesPage() {
  const t = useT();
  const title = t('address.page.title');
  usePageTitle(title);
  return (
    <AccountFrame title={title}>
      <div className={styles.kinds}>
        {KINDS.map((kind) => (
          <AddressKindList key={kind} kind={kind} />
        ))}
      </div>
    </AccountFrame>
  );
}

type List = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; addresses: Address[] };

function AddressKindList({ kind }: { kind: AddressKind }) {
  const t = useT();
  const session = useSession();
  const id = useId();
  const [list, setList] = useState<List>({ status: 'loading' });
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState(false);
  const [news, setNews] = useState<{ tone: 'success' | 'failure'; text: string } | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const newsRef = useRef<HTMLParagraphElement>(null);

  async function load() {
    setList({ status: 'loading' });
    try {
      setList({ status: 'ready', addresses: await listAddresses(kind) });
    } catch {
      setList({ status: 'failed' });
    }
  }

  useEffect(() => {
    void load();
    // The list of a kind is loaded once; changes reload it.
  }, [kind]);

  useEffect(() => {
    if (news) newsRef.current?.focus();
  }, [news]);

  /** Runs a change, then shows the list and the client as they now are. */
  async function change(run: () => Promise<unknown>, done: string) {
    setNews(null);
    setBusy(true);
    try {
      await run();
      setNews({ tone: 'success', text: t(done) });
      const client = await fetchClient().catch(() => null);
      if (client) session.clientChanged(client);
    } catch {
      setNews({ tone: 'failure', text: t('address.action.failed') });
    }
    setBusy(false);
    await load();
  }

  return (
    <section className={styles.kind} aria-labelledby={`${id}-title`} aria-busy={busy || list.status === 'loading'}>
      <h2 id={`${id}-title`} className={styles.title}>
        {t(`address.list.${kind}`)}
      </h2>
      {news && (
        <FormMessage ref={newsRef} tabIndex={-1} tone={news.tone}>
          {news.text}
        </FormMessage>
      )}
      {list.status === 'loading' && <p role="status">{t('app.loading')}</p>}
      {list.status === 'failed' && (
        <div className={styles.failed}>
          <FormMessage tone="failure">{t('address.list.failed')}</FormMessage>
          <Button variant="secondary" size="small" onClick={() => void load()}>
            {t('address.retry')}
          </Button>
        </div>
      )}
      {list.status === 'ready' &&
        (list.addresses.length ? (
          <ul className={styles.addresses}>
            {list.addresses.map((address) => (
              <li key={address.id} className={styles.address} data-default={address.is_default || undefined}>
                {address.is_default && <span className={styles.badge}>{t('address.default')}</span>}
                <AddressLines address={address} />
                <div className={styles.actions}>
                  {!address.is_default && (
                    <Button
                      variant="secondary"
                      size="small"
                      disabled={busy}
                      aria-label={t('address.makeDefault.label', { street: address.street })}
                      onClick={() => void change(() => setDefaultAddress(address.id), 'address.defaulted')}
                    >
                      {t('address.makeDefault')}
                    </Button>
                  )}
                  <Button
                    variant="link"
                    size="small"
                    disabled={busy}
                    aria-label={t('address.delete.label', { street: address.street })}
                    onClick={() => void change(() => deleteAddress(address.id), 'address.deleted')}
                  >
                    {t('address.delete')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>{t(`address.list.empty.${kind}`)}</p>
        ))}
      {adding ? (
        <div className={styles.form}>
          <AddressForm
            kind={kind}
            onSaved={() => {
              setAdding(false);
              setNews({ tone: 'success', text: t('address.saved') });
              void load();
            }}
            onCancel={() => {
              setAdding(false);
              requestAnimationFrame(() => addRef.current?.focus());
            }}
          />
        </div>
      ) : (
        <Button ref={addRef} variant="primary" onClick={() => setAdding(true)}>
          {t(`address.add.${kind}`)}
        </Button>
      )}
    </section>
  );
}
