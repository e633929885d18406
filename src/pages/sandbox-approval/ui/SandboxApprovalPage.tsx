import { useEffect, useRef, useState } from 'react';
import { decideSandboxApproval, getSandboxApproval, type SandboxApproval } from '@/entities/payment-method';
import { safeRedirect } from '@/entities/session';
import { usePageTitle, useT } from '@/shared/i18n';
import type { PageProps } from '@/shared/lib';
import { Button, FormMessage, Link, LoadingBar } from '@/shared/ui';
import styles from './SandboxApprovalPage.module.css';

/**
 * /sandbox/approve/:approvalId: the sandbox's stand-in for a platform's approval page (PayPal,
 * Klarna, iDEAL) or a bank's 3-D Secure check, labelled as test mode. The payer approves or
 * declines and goes back to the app.
 */
export default function SandboxApprovalPage({ params }: PageProps) {
  const t = useT();
  const title = t('payment.approval.title');
  usePageTitle(title);
  const [approval, setApproval] = useState<SandboxApproval | null | 'missing'>(null);
  const [pending, setPending] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const id = params.approvalId ?? '';

  useEffect(() => {
    getSandboxApproval(id).then(setApproval, () => setApproval('missing'));
  }, [id]);

  useEffect(() => {
    if (approval) headingRef.current?.focus();
  }, [approval]);

  async function decide(decision: 'APPROVE' | 'DECLINE') {
    setPending(true);
    try {
      const decided = await decideSandboxApproval(id, decision);
      const back = safeRedirect(decided.return_url);
      if (back) window.location.assign(back);
    } catch {
      setApproval(await getSandboxApproval(id).catch(() => 'missing' as const));
    } finally {
      setPending(false);
    }
  }

  if (approval === null) return <LoadingBar active />;
  const platform = approval === 'missing' ? '' : t(`payment.platform.${approval.platform}`);
  const back = approval !== 'missing' && safeRedirect(approval.return_url);
  return (
    <div className={styles.page}>
      <p className={styles.banner}>{t('payment.sandbox.banner')}</p>
      <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
        {title}
      </h1>
      {approval === 'missing' ? (
        <FormMessage tone="failure" role="alert">
          {t('payment.approval.notFound')}
        </FormMessage>
      ) : approval.status === 'PENDING' ? (
        <>
          <p className={styles.question}>{t(approval.kind === 'CHARGE' ? 'payment.approval.charge' : 'payment.approval.method', { platform })}</p>
          <div className={styles.actions}>
            <Button disabled={pending} onClick={() => void decide('APPROVE')}>
              {t('payment.approval.approve')}
            </Button>
            <Button variant="secondary" disabled={pending} onClick={() => void decide('DECLINE')}>
              {t('payment.approval.decline')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className={styles.question}>{t('payment.approval.decided')}</p>
          {back && <a href={back}>{t('payment.approval.back')}</a>}
        </>
      )}
      {approval === 'missing' && <Link href="/">{t('payment.approval.back')}</Link>}
    </div>
  );
}
