import type { components } from '@/shared/api';

export type SupportObject = components['schemas']['SupportObject'];

/** The subjects offered, in the order the form lists them (the contract's `SupportObject`). */
export const SUPPORT_OBJECTS: readonly SupportObject[] = ['TRUNK', 'SUBSCRIPTION', 'SHOP_ORDER', 'RETURN', 'PAYMENT', 'ACCOUNT', 'OTHER'];

/** The contract's limits on a ticket's files: their number, the server's default size, their kinds. */
export const MAX_ATTACHMENTS = 3;
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];

/** The contract's lengths of the text fields. */
export const FIELD_MAX_LENGTH = { sender_name: 100, sender_email: 254, sender_phone: 20, content: 5000 } as const;
