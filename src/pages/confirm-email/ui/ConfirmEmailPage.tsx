import { useSearch } from 'wouter';
import { EmailConfirmation } from '@/features/account-edit';
import { usePageTitle, useT } from '@/shared/i18n';
import { Card, Container } from '@/shared/ui';

/** /confirm-email?token=…: the link mailed to a new address makes it the account's email, signed in or not. */
export default function ConfirmEmailPage() {
  const t = useT();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const title = t('confirmEmail.title');
  usePageTitle(title);
  return (
    <Container>
      <h1>{title}</h1>
      <Card>
        <EmailConfirmation key={token} token={token} />
      </Card>
    </Container>
  );
}
