import { useViewer } from '@/entities/session';
import { AccountEditForm } from '@/features/account-edit';
import { AccountFrame } from '@/widgets/account-frame';
import { usePageTitle, useT } from '@/shared/i18n';

/** /infos/edit: the client's information and newsletters. */
export default function AccountEditPage() {
  const t = useT();
  const { client } = useViewer();
  const title = t('account.edit.title');
  usePageTitle(title);
  return (
    <AccountFrame title={title} card>
      {client ? <AccountEditForm key={client.id} client={client} /> : <p role="status">{t('app.loading')}</p>}
    </AccountFrame>
  );
}
