import { PasswordChangeForm } from '@/features/password-change';
import { AccountFrame } from '@/widgets/account-frame';
import { usePageTitle, useT } from '@/shared/i18n';

/** /infos/edit/password: a new password, knowing the current one. */
export default function AccountPasswordPage() {
  const t = useT();
  const title = t('account.password.title');
  usePageTitle(title);
  return (
    <AccountFrame title={title} width="narrow" card>
      <PasswordChangeForm />
    </AccountFrame>
  );
}
