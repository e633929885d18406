import { useState } from 'react';
import { Tabs } from 'radix-ui';
import { useSearch } from 'wouter';
import { SignInForm } from '@/features/sign-in';
import { SignUpForm } from '@/features/sign-up';
import { usePageTitle, useT } from '@/shared/i18n';
import { Container } from '@/shared/ui';
import styles from './LoginPage.module.css';

type Tab = 'signIn' | 'signUp';

/**
 * /login: sign in or create an account (`?tab=signup` opens the sign-up, for the links that invite
 * one: a referral's landing, the Little Club). Once signed in, the route's guard takes the person
 * to the `redirect` address or home; this page never navigates itself.
 */
export default function LoginPage() {
  const t = useT();
  usePageTitle(t('login.title'));
  const search = new URLSearchParams(useSearch());
  const expired = search.get('reason') === 'expired';
  const [tab, setTab] = useState<Tab>(() => (search.get('tab') === 'signup' ? 'signUp' : 'signIn'));
  // The address the sign-up form found an account for, handed to the sign-in form.
  const [handedEmail, setHandedEmail] = useState('');

  return (
    <Container className={styles.page}>
      <h1 className={styles.title}>{t('login.heading')}</h1>
      {expired && (
        <p role="status" className={styles.expired}>
          {t('login.expired')}
        </p>
      )}
      <Tabs.Root className={styles.tabs} value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <Tabs.List className={styles.tabList} aria-label={t('login.tabs.label')}>
          <Tabs.Trigger className={styles.tab} value="signIn">
            {t('login.tabs.signIn')}
          </Tabs.Trigger>
          <Tabs.Trigger className={styles.tab} value="signUp">
            {t('login.tabs.signUp')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content className={styles.panel} value="signIn">
          <SignInForm key={handedEmail} defaultEmail={handedEmail} />
        </Tabs.Content>
        <Tabs.Content className={styles.panel} value="signUp">
          <SignUpForm
            origin="login"
            onSignInInstead={(email) => {
              setHandedEmail(email);
              setTab('signIn');
            }}
          />
        </Tabs.Content>
      </Tabs.Root>
    </Container>
  );
}
