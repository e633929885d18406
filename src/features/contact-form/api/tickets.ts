import { api, unwrap, type components } from '@/shared/api';
import type { TicketToSend } from '../model/machine';

type Order = components['schemas']['Order'];

/** Sends the ticket as the multipart form the contract takes: its text fields, then its files. */
export function sendTicket({ fields, files }: TicketToSend) {
  return unwrap(
    api.POST('/customer-service/tickets', {
      // The body is built by the serializer below: the generated type of a file field is a string.
      body: {} as components['schemas']['SupportTicketInput'],
      bodySerializer: () => {
        const form = new FormData();
        for (const [name, value] of Object.entries(fields)) if (value !== '') form.append(name, value);
        for (const file of files) form.append('attachments', file.file, file.name);
        return form;
      },
    }),
  );
}

/** The client's shop orders, newest first. */
export async function listShopOrders(): Promise<Order[]> {
  return (await unwrap(api.GET('/clients/me/orders'))).orders;
}
