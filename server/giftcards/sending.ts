import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Database } from '../db/client';
import { giftCards } from '../db/schema';
import type { LocaleCode } from '../http/types';
import { todayInFrance } from '../lib/birthdate';
import { appLink } from '../lib/links';
import type { MailPort } from '../mail/port';
import { mailOf } from '../mail/templates';
import { renderGiftCardPdf } from './card-pdf';
import { buyerFirstname, type GiftCardRow } from './rows';
import type { GiftCardDesign } from './rules';
import { amountText, dayText, GIFT_CARD_TEXTS } from './texts';

// Mailing a paid gift card to its recipient on its sending date (Europe/Paris), once, in their
// language, with the card as a PDF.

export interface GiftCardMailer {
  db: Database;
  mail: MailPort;
  /** Public address of the app (config.appUrl): the link to add the card to a wallet. */
  appUrl: string;
}

/** The recipient's mail of `card` (given by `from`), with its PDF card attached. */
export async function giftCardMail(card: GiftCardRow, from: string | null, appUrl: string) {
  const locale = card.recipientLocale as LocaleCode;
  const t = GIFT_CARD_TEXTS[locale];
  const amount = amountText(card.amountCents, locale);
  const until = dayText(card.expiresAt, locale);
  const link = appLink(appUrl, locale, '/infos/add-giftcard');
  const pdf = await renderGiftCardPdf({
    locale,
    design: card.design as GiftCardDesign,
    title: t.cardTitle,
    amount,
    forLine: card.recipientName ? t.cardFor(card.recipientName) : null,
    fromLine: from ? t.cardFrom(from) : null,
    message: card.message,
    codeHeading: t.code,
    code: card.code,
    validUntil: t.validUntil(until),
    howTo: t.cardHowTo(link.replace(/^https?:\/\//, '')),
  });
  const mail = mailOf(
    card.recipientEmail!,
    t.subject(from, amount),
    [
      { text: t.greeting(card.recipientName) },
      { text: t.offer(from, amount) },
      ...(card.message ? [{ text: `${t.message(from)}\n${card.message}` }] : []),
      { text: `${t.code} ${card.code}` },
      { text: t.validUntil(until) },
      { text: t.howTo },
      { link },
      { text: t.spend },
      { text: t.attached },
    ],
    t.signature,
  );
  return { ...mail, attachments: [{ filename: t.filename, contentType: 'application/pdf', content: Buffer.from(pdf) }] };
}

/**
 * Mails the card if it is paid, unsent and due (its `send_on` is today or past, Europe/Paris):
 * `sent_at` is set only from null first, so it leaves once however many nodes try; a mail that
 * fails gives the card back to the next try. True when this call sent it.
 */
export async function sendGiftCard(deps: GiftCardMailer, id: number, now = new Date()): Promise<boolean> {
  const [claimed] = await deps.db
    .update(giftCards)
    .set({ sentAt: now })
    .where(and(eq(giftCards.id, id), eq(giftCards.status, 'PAID'), isNull(giftCards.sentAt), lte(giftCards.sendOn, todayInFrance(now))))
    .returning();
  if (!claimed) return false;
  try {
    await deps.mail.send(await giftCardMail(claimed, await buyerFirstname(deps.db, claimed), deps.appUrl));
    return true;
  } catch (error) {
    await deps.db
      .update(giftCards)
      .set({ sentAt: null })
      .where(and(eq(giftCards.id, id), eq(giftCards.sentAt, now)));
    throw error;
  }
}

/** The trunk clock's step: every paid card due and unsent is mailed; how many left. */
export async function sendDueGiftCards(deps: GiftCardMailer, now: Date, log: { error: (obj: object, msg: string) => void }): Promise<number> {
  const due = await deps.db
    .select({ id: giftCards.id })
    .from(giftCards)
    .where(and(eq(giftCards.status, 'PAID'), isNull(giftCards.sentAt), lte(giftCards.sendOn, todayInFrance(now))));
  let sent = 0;
  for (const { id } of due) {
    try {
      if (await sendGiftCard(deps, id, now)) sent++;
    } catch (error) {
      log.error({ err: error, giftCardId: id }, 'gift card mail failed');
    }
  }
  return sent;
}
