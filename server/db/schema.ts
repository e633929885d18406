import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, customType, date, jsonb, pgTable, text, timestamp, primaryKey, serial, smallint, uniqueIndex, index, uuid, integer } from 'drizzle-orm/pg-core';
import type { Schemas } from '../http/types';

/** Website messages per locale; feature switches are messages named `feature.<name>`. */
export const translations = pgTable(
  'translations',
  {
    locale: text('locale').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.locale, t.key] })],
);

/**
 * One row: a number raised (and announced on the `content_version` channel) by every statement that
 * changes the catalogue or the website's content. Caches of every API node key on it.
 */
export const contentVersion = pgTable('content_version', {
  id: integer('id').primaryKey().default(1),
  version: integer('version').notNull().default(1),
});

/** The pages' search and social metadata per locale and page slug ('' is the default); reference data from the repo. */
export const seoMetadata = pgTable(
  'seo_metadata',
  {
    locale: text('locale').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    keywords: text('keywords').notNull(),
    ogType: text('og_type').notNull().default('website'),
    ogImageUrl: text('og_image_url').notNull(),
    ogImageAlt: text('og_image_alt').notNull(),
  },
  (t) => [primaryKey({ columns: [t.locale, t.slug] })],
);

/** Website configuration; `locale` '*' applies to every locale unless a locale has its own row. */
export const websiteConfig = pgTable(
  'website_config',
  {
    key: text('key').notNull(),
    locale: text('locale').notNull().default('*'),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.locale] })],
);

export const subscribers = pgTable(
  'subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    list: text('list').notNull(),
    source: text('source'),
    locale: text('locale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('subscribers_email_list').on(t.email, t.list), index('subscribers_created').on(t.createdAt)],
);

/** Phone numbers that asked to receive no more text messages of a list. */
export const phoneOptouts = pgTable(
  'phone_optouts',
  {
    phone: text('phone').notNull(),
    list: text('list').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.phone, t.list] })],
);

/** Seeds applied once per database (demo data); reference data is refreshed at every start. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Client accounts. Profiles build on this table. */
export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    /** Trimmed and lower-cased. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstname: text('firstname'),
    lastname: text('lastname'),
    phone: text('phone'),
    locale: text('locale').notNull().default('fr'),
    country: text('country').notNull().default('FR'),
    /** 'client' or 'admin'. */
    role: text('role').notNull().default('client'),
    /** The referrer's address, normalised like `email`. */
    godfatherEmail: text('godfather_email'),
    isOptinKid: boolean('is_optin_kid').notNull().default(false),
    optinSourceKid: text('optin_source_kid'),
    isOptinWoman: boolean('is_optin_woman').notNull().default(false),
    optinSourceWoman: text('optin_source_woman'),
    /** Where the sign-up happened (login, quiz-kid, ...). */
    origin: text('origin'),
    subscriptionStatus: text('subscription_status').notNull().default('PROSPECT'),
    womanSubscriptionStatus: text('woman_subscription_status'),
    shopStatus: text('shop_status').notNull().default('PROSPECT'),
    giftCardStatus: text('gift_card_status'),
    defaultShippingAddressId: integer('default_shipping_address_id').references((): AnyPgColumn => addresses.id, { onDelete: 'set null' }),
    defaultBillingAddressId: integer('default_billing_address_id').references((): AnyPgColumn => addresses.id, { onDelete: 'set null' }),
    defaultPaymentMethodId: integer('default_payment_method_id').references((): AnyPgColumn => paymentMethods.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('clients_email').on(t.email)],
);

/**
 * One sign-in (or one impersonation): the family of every token issued from it. Every
 * authenticated call checks its row, so revoking it ends its access tokens at once.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** 'password' or 'impersonation'. */
    kind: text('kind').notNull(),
    /** The administrator's email, or 'operator', for an impersonation. */
    impersonatedBy: text('impersonated_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute end, whatever the refreshes. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** signout, reuse, password-change, password-reset. */
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('sessions_client').on(t.clientId)],
);

/** Rotating refresh tokens, stored as SHA-256 hashes; each is good for one exchange. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('refresh_tokens_hash').on(t.tokenHash), index('refresh_tokens_session').on(t.sessionId)],
);

/** Password-reset links, stored as SHA-256 hashes of their token. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('password_resets_hash').on(t.tokenHash), index('password_resets_client').on(t.clientId)],
);

/** New emails waiting for the link mailed to them to be opened (the newest unused one alone works). */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('email_changes_hash').on(t.tokenHash), index('email_changes_client').on(t.clientId)],
);

/** Counted attempts (failed sign-ins, reset mails...), shared by every API node. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: serial('id').primaryKey(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_bucket_key_at').on(t.bucket, t.key, t.at)],
);

/** Mails kept by the outbox adapter when no SMTP server is configured. */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  /** Files sent with the mail (a gift card's PDF): name, media type and content in base64. */
  attachments: jsonb('attachments').$type<{ filename: string; contentType: string; content: string }[]>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Secrets the server generates once and every node shares (the token signing key). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Kid and woman profiles of an account, with their quiz answers. */
export const profiles = pgTable(
  'profiles',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    firstname: text('firstname').notNull(),
    /** BOY, GIRL or WOMAN. */
    gender: text('gender').notNull(),
    /** KID or WOMAN. */
    profileType: text('profile_type').notNull(),
    birthdate: date('birthdate', { mode: 'string' }),
    /** The free comment for the stylist. */
    description: text('description'),
    hasRequested: boolean('has_requested').notNull().default(false),
    subscriptionStatus: text('subscription_status').notNull(),
    /** Which of the three palettes of its gender: the n-th profile of a gender in the account gets n mod 3. */
    colorIndex: integer('color_index').notNull(),
    quiz: jsonb('quiz').$type<Schemas['ProfileQuiz']>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('profiles_client').on(t.clientId)],
);

const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** Profile photos, in the database so that every API node serves them; one per profile. */
export const photos = pgTable(
  'photos',
  {
    /** Random and unguessable: the address is the capability. */
    id: text('id').primaryKey(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('photos_profile').on(t.profileId)],
);

/** Trunk subscriptions of a profile. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** active, paused or terminated. */
    statusDetailsCode: text('status_details_code').notNull(),
    /** Months between two trunks. */
    frequency: integer('frequency').notNull(),
    /** Ongoing or paused. */
    isActive: boolean('is_active').notNull().default(true),
    nextAt: timestamp('next_at', { withTimezone: true }).notNull(),
    nextOptimisticDeliveryDate: date('next_optimistic_delivery_date', { mode: 'string' }).notNull(),
    nextDeliveryDate: date('next_delivery_date', { mode: 'string' }).notNull(),
    /** Created for a profile that had requested a one-shot trunk without a subscription. */
    isConversion: boolean('is_conversion').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscriptions_profile').on(t.profileId)],
);

/** Trunk requests: one-shot (no subscription) or a subscription's trunk. */
export const requests = pgTable(
  'requests',
  {
    id: serial('id').primaryKey(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'cascade' }),
    /**
     * Where the trunk is in its life (server/lib/trunk-lifecycle.ts): IN_CREATION, PREVIEW_READY,
     * PREPARING, SHIPPED, DELIVERED, KEPT_PAID, RETURN_PENDING, RETURNED, CANCELLED. Its actions
     * and whether it is blocked follow from it.
     */
    statusDetailsCode: text('status_details_code').notNull(),
    wishes: jsonb('wishes').$type<Array<{ product_id: number; variant_id: number | null }>>().notNull().default([]),
    comment: text('comment'),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    /** The stylist's looks for this trunk, once composed: each item holds one reserved unit of stock. */
    previewLooks: jsonb('preview_looks').$type<PreviewLookRow[]>(),
    previewComposedAt: timestamp('preview_composed_at', { withTimezone: true }),
    /** Past it, the preview is validated as it stands. */
    previewDeadline: timestamp('preview_deadline', { withTimezone: true }),
    /** The client's word to the stylist about the preview. */
    previewComment: text('preview_comment'),
    validatedAt: timestamp('validated_at', { withTimezone: true }),
    /** client (validated in the app), token (skipped from the mail) or deadline. */
    validatedBy: text('validated_by'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    /** When the carrier delivered it (the demo carrier: the trunk clock). */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** RETURN_DAYS after delivery, end of that day in Europe/Paris; RETURN_EXTENSION_DAYS later once extended. */
    returnDeadline: timestamp('return_deadline', { withTimezone: true }),
    deadlineExtendedAt: timestamp('deadline_extended_at', { withTimezone: true }),
    /** The reminder mail went (REMINDER_DAYS before the deadline), once. */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('requests_profile').on(t.profileId), index('requests_status').on(t.statusDetailsCode)],
);

/**
 * The pieces of a delivered trunk, listed from its preview at delivery: position numbers the
 * preview's items in order (look 0 item 0, look 0 item 1, …) from 0. Each holds the unit of stock
 * reserved since composition: kept, it is consumed; returned, it goes back on reception.
 */
export const trunkPieces = pgTable(
  'trunk_pieces',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    lookIndex: integer('look_index').notNull(),
    itemIndex: integer('item_index').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id),
    size: text('size').notNull(),
    /** Euro cents, the product's price at delivery. */
    priceCents: integer('price_cents').notNull(),
    /** The product's name per locale at delivery. */
    names: jsonb('names').$type<Record<'fr' | 'de' | 'nl' | 'es', string>>().notNull(),
    /** AT_HOME, KEPT_PAID, RETURN_PENDING or RETURNED. */
    status: text('status').notNull().default('AT_HOME'),
    /** KEEP or RETURN, once paid. */
    decision: text('decision'),
    /** TOO_SMALL, TOO_BIG, NOT_MY_STYLE, QUALITY, ALREADY_HAVE or OTHER. */
    returnReason: text('return_reason'),
    sizeRemark: text('size_remark'),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.position] })],
);

/** A trunk's checkout: the choices of the last attempt, its totals and its payment's outcome. */
export const trunkSettlements = pgTable('trunk_settlements', {
  requestId: integer('request_id')
    .primaryKey()
    .references(() => requests.id, { onDelete: 'cascade' }),
  /** The last attempt's: PENDING (with the gateway), SUCCEEDED, REQUIRES_ACTION or FAILED. */
  status: text('status').notNull(),
  /** The choices of the last attempt: [{ position, decision, return_reason, size_remark }]. */
  choices: jsonb('choices')
    .$type<Array<{ position: number; decision: string; return_reason: string | null; size_remark: string | null }>>()
    .notNull(),
  keptCents: integer('kept_cents').notNull(),
  keepAllDiscountCents: integer('keep_all_discount_cents').notNull().default(0),
  stylingFeeCents: integer('styling_fee_cents').notNull(),
  feeCreditCents: integer('fee_credit_cents').notNull().default(0),
  discountCode: text('discount_code').references(() => discountCodes.code),
  discountCents: integer('discount_cents').notNull().default(0),
  totalCents: integer('total_cents').notNull(),
  paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id, { onDelete: 'set null' }),
  /** client or deadline (the trunk clock charged the pieces still out). */
  settledBy: text('settled_by').notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  /** Charges the trunk clock tried at the deadline (3 at most, one a day). */
  chargeAttempts: integer('charge_attempts').notNull().default(0),
  lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One item of a preview look, as stored on the request. */
export interface PreviewItemRow {
  product_id: number;
  variant_id: number;
  /** Set when the client replaced the stylist's choice: why, and what it was. */
  replacement_reason: string | null;
  replaced_product_id: number | null;
}

export interface PreviewLookRow {
  /** The catalogue look it follows, when the stylist started from one. */
  look_id: number | null;
  items: PreviewItemRow[];
}

/** The catalogue: kid (BOY, GIRL, MIXED) and WOMAN products. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull(),
    brand: text('brand').notNull(),
    /** The name per locale: { fr, de, nl, es }. */
    names: jsonb('names').$type<Record<'fr' | 'de' | 'nl' | 'es', string>>().notNull(),
    /** The description per locale. */
    descriptions: jsonb('descriptions').$type<Record<'fr' | 'de' | 'nl' | 'es', string>>().notNull(),
    /** BOY, GIRL, MIXED or WOMAN. */
    gender: text('gender').notNull(),
    /** The category family: TOPS, KNITWEAR, BOTTOMS, DRESSES, ACCESSORIES or OTHER. */
    family: text('family').notNull(),
    /** Quiz styles it suits (QuizStyle). */
    styles: jsonb('styles').$type<string[]>().notNull().default([]),
    /** Its main colour (QuizColor). */
    color: text('color').notNull(),
    /** What a kid may dislike in it (KidDislike: prints, hoods, ruffles...). */
    traits: jsonb('traits').$type<string[]>().notNull().default([]),
    /** matchy or cotonbio. */
    label: text('label'),
    /** Euro cents, tax included. */
    priceCents: integer('price_cents').notNull(),
    /** The price before a markdown, when marked down. */
    originalPriceCents: integer('original_price_cents'),
    /** How many pictures the server draws for it (0: none yet). */
    imageCount: integer('image_count').notNull().default(2),
    isRecent: boolean('is_recent').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last change of the product or of its sizes' stock (the sitemap's lastmod). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('products_reference').on(t.reference), index('products_gender_family').on(t.gender, t.family)],
);

/** A product's sizes, each with its stock. */
export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** As the size guide names it: '4 ans', 'M', '38', 'TU'. */
    size: text('size').notNull(),
    /** Units on the shelf, never below 0. */
    stock: integer('stock').notNull(),
  },
  (t) => [uniqueIndex('product_variants_product_size').on(t.productId, t.size), check('product_variants_stock', sql`${t.stock} >= 0`)],
);

/** Looks: products worn together, composed by the stylists. */
export const looks = pgTable('looks', {
  id: serial('id').primaryKey(),
  /** BOY, GIRL, MIXED or WOMAN. */
  gender: text('gender').notNull(),
  /** The look's name per locale. */
  names: jsonb('names').$type<Record<'fr' | 'de' | 'nl' | 'es', string>>().notNull(),
  /** Quiz styles it suits. */
  styles: jsonb('styles').$type<string[]>().notNull().default([]),
});

export const lookProducts = pgTable(
  'look_products',
  {
    lookId: integer('look_id')
      .notNull()
      .references(() => looks.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.lookId, t.productId] })],
);

/** Shop collections (birth gift, new collection...), each a list of products. */
export const collections = pgTable('collections', {
  slug: text('slug').primaryKey(),
  names: jsonb('names').$type<Record<'fr' | 'de' | 'nl' | 'es', string>>().notNull(),
  isShop: boolean('is_shop').notNull().default(true),
  position: integer('position').notNull().default(0),
  /** The last change of the collection or of its products (the sitemap's lastmod). */
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const collectionProducts = pgTable(
  'collection_products',
  {
    slug: text('slug')
      .notNull()
      .references(() => collections.slug, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.slug, t.productId] })],
);

/** A profile's like or dislike of a suggested look; a rated look is not suggested again. */
export const lookRatings = pgTable(
  'look_ratings',
  {
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    lookId: integer('look_id')
      .notNull()
      .references(() => looks.id, { onDelete: 'cascade' }),
    like: boolean('like').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.lookId] })],
);

/**
 * The client's rating of a delivered trunk (server/trunks/rating.ts): a word for the stylist, and
 * when it was last changed. The next composition of the profile follows its latest rating.
 */
export const trunkRatings = pgTable('trunk_ratings', {
  requestId: integer('request_id')
    .primaryKey()
    .references(() => requests.id, { onDelete: 'cascade' }),
  stylistNote: text('stylist_note'),
  ratedAt: timestamp('rated_at', { withTimezone: true }).notNull(),
});

/**
 * How one piece of a rated trunk fitted and pleased: `position` is its place in the preview's looks
 * (look 0 item 0, look 0 item 1, …, from 0). fit: TOO_SMALL, RIGHT or TOO_BIG; stars: 1 to 5.
 */
export const trunkPieceRatings = pgTable(
  'trunk_piece_ratings',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => trunkRatings.requestId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    fit: text('fit'),
    stars: integer('stars'),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.position] }),
    check('trunk_piece_ratings_fit', sql`${t.fit} in ('TOO_SMALL', 'RIGHT', 'TOO_BIG')`),
    check('trunk_piece_ratings_stars', sql`${t.stars} between 1 and 5`),
  ],
);

/** Creations the fraud check refused, for the team to review. */
export const fraudReviews = pgTable(
  'fraud_reviews',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'set null' }),
    /** The account's email when it was refused. */
    email: text('email').notNull(),
    profileId: integer('profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    /** PRESUMED_FRAUDSTER or DUPLICATE_ACCOUNTS. */
    reason: text('reason').notNull(),
    /** request or subscription. */
    attempted: text('attempted').notNull(),
    /** What matched: the email domain, or the other accounts' ids. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [index('fraud_reviews_created').on(t.createdAt)],
);

/** A client's billing and shipping addresses. */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** BILLING or SHIPPING. */
    kind: text('kind').notNull(),
    firstname: text('firstname'),
    lastname: text('lastname'),
    street: text('street').notNull(),
    /** Building, floor, door code. */
    streetComplement: text('street_complement'),
    postcode: text('postcode').notNull(),
    city: text('city').notNull(),
    /** One of the shipping countries (FR, MC, DE, AT, BE, NL, LU, ES, IT, IE). */
    countryCode: text('country_code').notNull(),
    phone: text('phone').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Removed by the client; kept for the orders that name it. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('addresses_client_kind').on(t.clientId, t.kind)],
);

/** A client's saved payment methods; the card itself stays with the payment gateway. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** card, or a redirect platform: paypal_via_stripe, klarna_paylater_via_adyen, ideal_via_adyen... */
    platform: text('platform').notNull(),
    /** stripe or adyen. */
    paymentGateway: text('payment_gateway').notNull(),
    /** The gateway's id of the method (a Stripe payment method, an Adyen recurring reference). */
    externalId: text('external_id').notNull(),
    /** Card brand and last four digits, when a card. */
    brand: text('brand'),
    last4: text('last4'),
    /** The last day it can be charged; none for methods that do not expire. */
    expirationDate: date('expiration_date', { mode: 'string' }),
    /** True when made by the sandbox gateway (no payment keys configured). */
    isTest: boolean('is_test').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('payment_methods_client').on(t.clientId), uniqueIndex('payment_methods_external').on(t.paymentGateway, t.externalId)],
);

/** The signed-in client's cart: one line per size (and look it was added from). */
export const cartLines = pgTable(
  'cart_lines',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    /** The look it was added from, if any. */
    lookId: integer('look_id').references(() => looks.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.variantId] }), check('cart_lines_quantity', sql`${t.quantity} > 0`)],
);

/** Discount codes: coupons, gift cards, birthday and loyalty offers. */
export const discountCodes = pgTable(
  'discount_codes',
  {
    /** Upper-case, as typed once trimmed. */
    code: text('code').primaryKey(),
    /** PERCENT, AMOUNT, FREE_SHIPPING, GIFT_CARD, BIRTHDAY or LOYALTY. */
    kind: text('kind').notNull(),
    /** PERCENT, and a BIRTHDAY code given by the trunk clock (15): the percentage off the items. */
    percent: integer('percent'),
    /** AMOUNT, GIFT_CARD, BIRTHDAY, LOYALTY: euro cents off. */
    amountCents: integer('amount_cents'),
    /** A LOYALTY code without owner: the points it needs (200 or 600). An owned one was paid in points already. */
    minimumPoints: integer('minimum_points'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Gift cards and one-off coupons are used once in all; other codes once per client. */
    singleUse: boolean('single_use').notNull().default(false),
    /** An owned code (a loyalty conversion, a birthday offer, a referral welcome): only this client may use it. */
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    /** Where an owned code came from: LOYALTY, BIRTHDAY or REFERRAL (null for the shop's codes). */
    origin: text('origin'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('discount_codes_client').on(t.clientId, t.createdAt),
    check('discount_codes_origin', sql`${t.origin} is null or ${t.origin} in ('LOYALTY', 'BIRTHDAY', 'REFERRAL')`),
  ],
);

/** Shop orders. Stock is taken when the order is made; the payment follows. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** The Idempotency-Key the app sent: the same key gives back the same order. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** PENDING_PAYMENT, PAYMENT_REQUIRES_ACTION, PAID, PAYMENT_FAILED or CANCELLED. */
    status: text('status').notNull(),
    itemsCents: integer('items_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    shippingFeeCents: integer('shipping_fee_cents').notNull(),
    /** True when an offer made shipping free (the fee is then 0). */
    shippingFeeOffered: boolean('shipping_fee_offered').notNull().default(false),
    totalCents: integer('total_cents').notNull(),
    /** The part of the total paid from the wallet (ledger ORDER_PAYMENT); the card is charged the rest. */
    walletCents: integer('wallet_cents').notNull().default(0),
    discountCode: text('discount_code').references(() => discountCodes.code),
    /** HOME or RELAY. */
    shippingMode: text('shipping_mode').notNull(),
    carrier: text('carrier').notNull(),
    /** The relay point chosen, as listed then: { id, name, street, postcode, city, country_code }. */
    relayPoint: jsonb('relay_point').$type<Record<string, string>>(),
    /** The addresses as they were when ordering. */
    shippingAddress: jsonb('shipping_address').$type<Record<string, string | null>>().notNull(),
    billingAddress: jsonb('billing_address').$type<Record<string, string | null>>().notNull(),
    paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id, { onDelete: 'set null' }),
    locale: text('locale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When the parcel left (the trunk clock ships a paid order the day after it was paid). */
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    /** When the parcel was delivered: the withdrawal period (WITHDRAWAL_DAYS) runs from it. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** When the buyer accepted the shop terms (terms_and_conditions_shop) for this order; null for orders made before they were asked. */
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('orders_client_idempotency').on(t.clientId, t.idempotencyKey), index('orders_client_created').on(t.clientId, t.createdAt)],
);

export const orderLines = pgTable(
  'order_lines',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id),
    lookId: integer('look_id').references(() => looks.id, { onDelete: 'set null' }),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    /** The product's name per locale when ordered. */
    names: jsonb('names').$type<Record<'fr' | 'de' | 'nl' | 'es', string>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.position] }), check('order_lines_quantity', sql`${t.quantity} > 0`)],
);

/** Each attempt to pay an order, a trunk's kept pieces or a gift card (exactly one of them), with what the gateway answered. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** A trunk's checkout (trunk_settlements). */
    requestId: integer('request_id').references(() => requests.id, { onDelete: 'cascade' }),
    /** A gift card bought (gift_cards). */
    giftCardId: integer('gift_card_id').references((): AnyPgColumn => giftCards.id, { onDelete: 'cascade' }),
    /** A trunk attempt's Idempotency-Key (the client's, or the trunk clock's per deadline charge): the same key, the same attempt. */
    idempotencyKey: text('idempotency_key'),
    paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id, { onDelete: 'set null' }),
    /** The gateway's id of the payment (a Stripe payment intent, a sandbox payment). */
    externalId: text('external_id'),
    amountCents: integer('amount_cents').notNull(),
    /** A trunk attempt's part paid from the wallet (ledger TRUNK_PAYMENT, given back if the attempt fails); `amount_cents` is the card's. */
    walletCents: integer('wallet_cents').notNull().default(0),
    /**
     * SUCCEEDED, REQUIRES_ACTION or FAILED; PENDING while a trunk's attempt is with the gateway;
     * DUPLICATE: a trunk's attempt that went through after another one paid the trunk (owed back),
     * DUPLICATE_REFUNDED once refunded through the gateway.
     */
    status: text('status').notNull(),
    /** On failure: Stripe's decline_code, code and type. */
    declineCode: text('decline_code'),
    code: text('code'),
    type: text('type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_order').on(t.orderId),
    uniqueIndex('payments_external').on(t.externalId),
    uniqueIndex('payments_request_idempotency').on(t.requestId, t.idempotencyKey),
    index('payments_gift_card').on(t.giftCardId),
    check('payments_one_purpose', sql`num_nonnulls(${t.orderId}, ${t.requestId}, ${t.giftCardId}) = 1`),
  ],
);

/** Discount codes used, one row per order that used one. */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    code: text('code')
      .notNull()
      .references(() => discountCodes.code),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.code, t.orderId] }), index('discount_redemptions_client').on(t.code, t.clientId)],
);

/** How a client's parcels go back (issue 17): one row once the client chose; none reads as POST_OFFICE. */
export const returnModes = pgTable('return_modes', {
  clientId: integer('client_id')
    .primaryKey()
    .references(() => clients.id, { onDelete: 'cascade' }),
  /** POST_OFFICE, RELAY or HOME_PICKUP. */
  mode: text('mode').notNull(),
  /** For RELAY, the relay point chosen, as listed then: { id, name, street, postcode, city, country_code }. */
  relayPoint: jsonb('relay_point').$type<Record<string, string>>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A withdrawal of pieces of a delivered shop order, refunded once its parcel is received. */
export const shopReturns = pgTable(
  'shop_returns',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** The Idempotency-Key the app sent: the same key gives back the same return. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** AWAITING_PARCEL, RECEIVED, REFUNDED or REFUND_FAILED. */
    status: text('status').notNull(),
    /** PAYMENT_METHOD or WALLET. */
    refundTo: text('refund_to').notNull(),
    /** What is paid back, the shipping fee's part included. */
    refundCents: integer('refund_cents').notNull(),
    /** The part of `refund_cents` credited to the wallet (SHOP_REFUND): all of it for WALLET, what the card did not pay for PAYMENT_METHOD. */
    walletRefundCents: integer('wallet_refund_cents').notNull().default(0),
    shippingRefundCents: integer('shipping_refund_cents').notNull().default(0),
    /** The gateway's id of the refund once asked for. */
    refundExternalId: text('refund_external_id'),
    refundAttempts: integer('refund_attempts').notNull().default(0),
    lastRefundAttemptAt: timestamp('last_refund_attempt_at', { withTimezone: true }),
    refundFailure: text('refund_failure'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('shop_returns_client_idempotency').on(t.clientId, t.idempotencyKey), index('shop_returns_order').on(t.orderId)],
);

export const shopReturnLines = pgTable(
  'shop_return_lines',
  {
    returnId: integer('return_id')
      .notNull()
      .references(() => shopReturns.id, { onDelete: 'cascade' }),
    /** The order line's position. */
    position: integer('position').notNull(),
    quantity: integer('quantity').notNull(),
    /** TOO_SMALL, TOO_BIG, NOT_AS_EXPECTED, QUALITY, CHANGED_MIND or OTHER. */
    reason: text('reason').notNull(),
    comment: text('comment'),
    unitPriceCents: integer('unit_price_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.returnId, t.position] }), check('shop_return_lines_quantity', sql`${t.quantity} > 0`)],
);

/** A free return label: a trunk's pieces going back or a shop return (issue 19 adds recycling ones). */
export const returnLabels = pgTable(
  'return_labels',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** TRUNK or ORDER. */
    kind: text('kind').notNull(),
    requestId: integer('request_id').references(() => requests.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    returnId: integer('return_id').references(() => shopReturns.id, { onDelete: 'cascade' }),
    /** `LC` and 11 digits, the last a Luhn check digit. */
    barcode: text('barcode').notNull(),
    carrier: text('carrier').notNull(),
    /** POST_OFFICE, RELAY or HOME_PICKUP. */
    mode: text('mode').notNull(),
    relayPoint: jsonb('relay_point').$type<Record<string, string>>(),
    /** The sender as printed: { firstname, lastname, street, street_complement, postcode, city, country_code }. */
    sender: jsonb('sender').$type<Record<string, string | null>>().notNull(),
    /** CREATED or RECEIVED. */
    status: text('status').notNull().default('CREATED'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    receivedAt: timestamp('received_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('return_labels_barcode').on(t.barcode),
    uniqueIndex('return_labels_request').on(t.requestId),
    uniqueIndex('return_labels_return').on(t.returnId),
    index('return_labels_client').on(t.clientId, t.createdAt),
    check('return_labels_owner', sql`(${t.kind} = 'TRUNK' and ${t.requestId} is not null) or (${t.kind} = 'ORDER' and ${t.orderId} is not null and ${t.returnId} is not null) or ${t.kind} not in ('TRUNK', 'ORDER')`),
  ],
);

/** The two accounts a client holds in the ledger: the wallet (euro cents) and the Little Club points. */
export const LEDGER_ACCOUNTS = ['WALLET', 'POINTS'] as const;
/** Why a ledger movement happened (the wallet's reasons, then the points'; ADJUSTMENT is customer service's, on both). */
export const LEDGER_REASONS = [
  'GIFT_CARD_REDEEMED',
  'ORDER_PAYMENT',
  'ORDER_CANCELLED',
  'TRUNK_PAYMENT',
  'TRUNK_PAYMENT_FAILED',
  'SHOP_REFUND',
  'REFERRAL_REWARD',
  'RECYCLE_REWARD',
  'POINTS_ORDER',
  'POINTS_TRUNK',
  'POINTS_REFUND',
  'POINTS_CONVERTED',
  'POINTS_EXPIRED',
  'ADJUSTMENT',
] as const;
const listed = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** The stages of a Little Geste label: CREATED → DROPPED_OFF → RECEIVED → REWARDED, or CREATED → EXPIRED. */
export const RECYCLE_STAGES = ['CREATED', 'DROPPED_OFF', 'RECEIVED', 'REWARDED', 'EXPIRED'] as const;
/** Where a Little Geste parcel is handed over. */
export const RECYCLE_DROP_OFFS = ['POST_OFFICE', 'RELAY'] as const;
/** Little Geste labels a client may make per calendar month (Europe/Paris): server/recycle/rules.ts's MONTHLY_LIMIT, held by the slots below. */
export const RECYCLE_MONTHLY_LIMIT = 2;

/**
 * The free labels of Little Geste, the recycling programme (server/recycle). Each takes one of its
 * month's slots (1..RECYCLE_MONTHLY_LIMIT), so the database itself refuses a label beyond the monthly
 * limit, even for parallel requests.
 */
export const recycleLabels = pgTable(
  'recycle_labels',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** `LG` and 11 digits, the last a Luhn check digit. */
    barcode: text('barcode').notNull(),
    carrier: text('carrier').notNull(),
    /** The sender's country, one of RECYCLE_COUNTRIES. */
    countryCode: text('country_code').notNull(),
    /** The sender as printed: { firstname, lastname, street, street_complement, postcode, city, country_code }. */
    sender: jsonb('sender').$type<Record<string, string | null>>().notNull(),
    /** POST_OFFICE or RELAY. */
    dropOff: text('drop_off').notNull(),
    /** The relay point chosen, for RELAY only. */
    relayPoint: jsonb('relay_point').$type<Record<string, string>>(),
    /** CREATED, DROPPED_OFF, RECEIVED, REWARDED or EXPIRED. */
    stage: text('stage').notNull().default('CREATED'),
    /** The calendar month the label was made in, Europe/Paris ('YYYY-MM'). */
    month: text('month').notNull(),
    /** Which of the month's labels this is (1..RECYCLE_MONTHLY_LIMIT). */
    slot: smallint('slot').notNull(),
    /** The client's Idempotency-Key, when given: the same key gives the same label. */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** LABEL_VALID_DAYS after created_at. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    droppedOffAt: timestamp('dropped_off_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    rewardedAt: timestamp('rewarded_at', { withTimezone: true }),
    /** Whether the parcel received was accepted (null until RECEIVED). */
    accepted: boolean('accepted'),
    /** The reward promised, euro cents (REWARD_CENTS when the label was made). */
    rewardCents: integer('reward_cents').notNull(),
  },
  (t) => [
    uniqueIndex('recycle_labels_barcode').on(t.barcode),
    uniqueIndex('recycle_labels_month_slot').on(t.clientId, t.month, t.slot),
    uniqueIndex('recycle_labels_idempotency').on(t.clientId, t.idempotencyKey),
    index('recycle_labels_client').on(t.clientId, t.createdAt.desc()),
    check('recycle_labels_drop_off', sql`${t.dropOff} in (${listed(RECYCLE_DROP_OFFS)})`),
    check('recycle_labels_relay_point', sql`(${t.dropOff} = 'RELAY') = (${t.relayPoint} is not null)`),
    check('recycle_labels_stage', sql`${t.stage} in (${listed(RECYCLE_STAGES)})`),
    check('recycle_labels_slot', sql`${t.slot} between 1 and ${sql.raw(String(RECYCLE_MONTHLY_LIMIT))}`),
  ],
);

/** What a client holds on each ledger account; only server/ledger's `move` changes it, never below zero. */
export const ledgerBalances = pgTable(
  'ledger_balances',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** WALLET or POINTS. */
    account: text('account').notNull(),
    /** WALLET: euro cents; POINTS: points. */
    balance: integer('balance').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.account] }),
    check('ledger_balances_non_negative', sql`${t.balance} >= 0`),
    check('ledger_balances_account', sql`${t.account} in (${listed(LEDGER_ACCOUNTS)})`),
  ],
);

/** Every change of a ledger balance, with the balance after it and what it came from. Written once, never changed. */
export const ledgerMovements = pgTable(
  'ledger_movements',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    account: text('account').notNull(),
    /** Signed: euro cents (WALLET) or points (POINTS). */
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: text('reason').notNull(),
    /** The caller's idempotency key, unique per client and account (`order:12:wallet`, `gift-card:7:redeem`...). */
    key: text('key').notNull(),
    /** ADJUSTMENT: customer service's note, shown as the movement's source. */
    note: text('note'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    requestId: integer('request_id').references(() => requests.id, { onDelete: 'set null' }),
    /** The gift card redeemed (gift_cards). */
    giftCardId: integer('gift_card_id').references((): AnyPgColumn => giftCards.id, { onDelete: 'set null' }),
    /** The referral rewarded (referrals). */
    referralId: integer('referral_id').references((): AnyPgColumn => referrals.id, { onDelete: 'set null' }),
    shopReturnId: integer('shop_return_id').references(() => shopReturns.id, { onDelete: 'set null' }),
    discountCode: text('discount_code').references(() => discountCodes.code, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_movements_key').on(t.clientId, t.account, t.key),
    uniqueIndex('ledger_movements_gift_card_once').on(t.giftCardId).where(sql`${t.reason} = 'GIFT_CARD_REDEEMED'`),
    uniqueIndex('ledger_movements_referral_once').on(t.referralId).where(sql`${t.reason} = 'REFERRAL_REWARD'`),
    index('ledger_movements_client_account_created').on(t.clientId, t.account, t.createdAt.desc()),
    check('ledger_movements_amount', sql`${t.amount} <> 0`),
    check('ledger_movements_balance_after', sql`${t.balanceAfter} >= 0`),
    check('ledger_movements_account', sql`${t.account} in (${listed(LEDGER_ACCOUNTS)})`),
    check('ledger_movements_reason', sql`${t.reason} in (${listed(LEDGER_REASONS)})`),
  ],
);

/** Cards and redirect approvals of the sandbox gateway, which stands in for Stripe when no keys are set. */
export const sandboxPaymentMethods = pgTable('sandbox_payment_methods', {
  /** pm_sandbox_…, as Stripe's test mode would name it. */
  id: text('id').primaryKey(),
  /** What charging it does: succeed, a decline code (card_declined, insufficient_funds…), or require_action. */
  behaviour: text('behaviour').notNull(),
  brand: text('brand'),
  last4: text('last4'),
  expMonth: integer('exp_month'),
  expYear: integer('exp_year'),
  /** Approvals (a redirect platform, a 3-D Secure-like charge): the platform, and where the payer goes back. */
  platform: text('platform'),
  returnUrl: text('return_url'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The FAQ's sections, in the editor's order; their titles per locale in `faq_section_translations`. */
export const faqSections = pgTable(
  'faq_sections',
  {
    id: serial('id').primaryKey(),
    /** A code for the section, the same in every locale. */
    section: text('section').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('faq_sections_section').on(t.section)],
);

export const faqSectionTranslations = pgTable(
  'faq_section_translations',
  {
    sectionId: integer('section_id')
      .notNull()
      .references(() => faqSections.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sectionId, t.locale] })],
);

/** The FAQ's questions, in the editor's order within their section. */
export const faqQuestions = pgTable(
  'faq_questions',
  {
    id: serial('id').primaryKey(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => faqSections.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [index('faq_questions_section').on(t.sectionId, t.position)],
);

/** A question and its answer per locale; a null question introduces its section. */
export const faqQuestionTranslations = pgTable(
  'faq_question_translations',
  {
    questionId: integer('question_id')
      .notNull()
      .references(() => faqQuestions.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    question: text('question'),
    answer: text('answer').notNull(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.locale] })],
);

/** The legal texts the website publishes, one row per code of seed 001 §3 (`LegalContentCode`). */
export const legalContents = pgTable('legal_contents', {
  code: text('code').primaryKey(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A legal text in one locale: its title, an introduction and its articles (plain text, never HTML). */
export const legalContentTranslations = pgTable(
  'legal_content_translations',
  {
    code: text('code')
      .notNull()
      .references(() => legalContents.code, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    intro: text('intro').notNull().default(''),
    sections: jsonb('sections').$type<Schemas['LegalSection'][]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.code, t.locale] })],
);

/**
 * Tickets written to customer service through the contact form, by a visitor (`client_id` null)
 * or a signed-in client. `order_id` is the order as the contract writes it (`shop-12`,
 * `trunk-34`), checked as the client's own when the ticket was written.
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'set null' }),
    /** The language the sender wrote in (the request's X-LC-Locale): their acknowledgement's. */
    locale: text('locale').notNull(),
    senderName: text('sender_name').notNull(),
    senderEmail: text('sender_email').notNull(),
    senderPhone: text('sender_phone'),
    /** A SupportObject of the contract: TRUNK, SUBSCRIPTION, SHOP_ORDER, RETURN, PAYMENT, ACCOUNT, OTHER. */
    object: text('object').notNull(),
    orderId: text('order_id'),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_tickets_created').on(t.createdAt), index('support_tickets_client').on(t.clientId)],
);

/** The files of a ticket, in the order they were sent, kept in the database like profile photos. */
export const supportAttachments = pgTable(
  'support_attachments',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The name the sender's file had (its path left out). */
    name: text('name').notNull(),
    /** What its bytes are (image/jpeg, image/png, image/webp, application/pdf), whatever it was called. */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [uniqueIndex('support_attachments_position').on(t.ticketId, t.position)],
);

/** The blog's categories; their texts per locale in `blog_category_translations`. */
export const blogCategories = pgTable('blog_categories', {
  id: serial('id').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A blog category in one locale: its slug (unique in the locale), name and description. */
export const blogCategoryTranslations = pgTable(
  'blog_category_translations',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => blogCategories.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.locale] }), uniqueIndex('blog_category_translations_slug').on(t.locale, t.slug)],
);

/** A part of a blog post's body: plain text, never markup. */
export type BlogBlock = { type: 'heading' | 'paragraph'; text: string };

/** The blog's posts; public from `published_at`. Their texts per locale in `blog_post_translations`. */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => blogCategories.id, { onDelete: 'restrict' }),
    author: text('author').notNull(),
    /** The name of a cover the website draws (`/blog/covers/<cover>.svg`). */
    cover: text('cover').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    /** Counted from the French body, 200 words a minute. */
    readingMinutes: integer('reading_minutes').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('blog_posts_published').on(t.publishedAt), index('blog_posts_category').on(t.categoryId)],
);

/** A blog post in one locale: its slug (unique in the locale), title, excerpt, cover's alt and body. */
export const blogPostTranslations = pgTable(
  'blog_post_translations',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    coverAlt: text('cover_alt').notNull(),
    body: jsonb('body').$type<BlogBlock[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.locale] }), uniqueIndex('blog_post_translations_slug').on(t.locale, t.slug)],
);

// --- website content: looks, Instagram media, the concept page (issue 16) ---

/**
 * The website's looks (the `/looks` page): a selection of real catalogue products worn together,
 * with a title and a stylist's note per locale and who it is for. It may follow a catalogue look
 * (the stylists' looks behind suggestions and product pages), but keeps its own list of products,
 * so that the website's selection is edited without touching the catalogue.
 */
export const websiteLooks = pgTable('website_looks', {
  id: serial('id').primaryKey(),
  /** GIRL, BOY, BABY or WOMAN. */
  audience: text('audience').notNull(),
  /** Its place on the page, smallest first. */
  position: integer('position').notNull().default(0),
  /** The catalogue look it follows, if any. */
  lookId: integer('look_id').references(() => looks.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const websiteLookTranslations = pgTable(
  'website_look_translations',
  {
    websiteLookId: integer('website_look_id')
      .notNull()
      .references(() => websiteLooks.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    /** The stylist's short note on how to wear it. */
    note: text('note').notNull(),
  },
  (t) => [primaryKey({ columns: [t.websiteLookId, t.locale] })],
);

export const websiteLookProducts = pgTable(
  'website_look_products',
  {
    websiteLookId: integer('website_look_id')
      .notNull()
      .references(() => websiteLooks.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.websiteLookId, t.productId] })],
);

/** The Instagram media the home shows: pictures we draw, each linking to the account. */
export const instagramMedia = pgTable('instagram_media', {
  id: serial('id').primaryKey(),
  /** A square picture the website serves (`/instagram/….svg`). */
  imageUrl: text('image_url').notNull(),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const instagramMediaTranslations = pgTable(
  'instagram_media_translations',
  {
    mediaId: integer('media_id')
      .notNull()
      .references(() => instagramMedia.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    alt: text('alt').notNull(),
    caption: text('caption').notNull(),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.locale] })],
);

/** The `/concept` page: how the service works, section by section. */
export const conceptSections = pgTable('concept_sections', {
  id: serial('id').primaryKey(),
  /** Which drawing goes with it (ConceptIllustration), if any. */
  illustration: text('illustration'),
  position: integer('position').notNull().default(0),
});

export const conceptSectionTranslations = pgTable(
  'concept_section_translations',
  {
    sectionId: integer('section_id')
      .notNull()
      .references(() => conceptSections.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    /** Plain text; paragraphs separated by a blank line. */
    body: text('body').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sectionId, t.locale] })],
);

// Website content: stylists, brands and testimonials (per locale).

/** The team's stylists, shown on /stylists in `position` order. */
export const stylists = pgTable('stylists', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** A drawing of the app's public folder (`/people/stylists/<name>.svg`). */
  portrait: text('portrait').notNull(),
  position: integer('position').notNull().default(0),
});

export const stylistTranslations = pgTable(
  'stylist_translations',
  {
    stylistId: integer('stylist_id')
      .notNull()
      .references(() => stylists.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    speciality: text('speciality').notNull(),
    bio: text('bio').notNull(),
    loves: text('loves').notNull(),
    portraitAlt: text('portrait_alt').notNull(),
  },
  (t) => [primaryKey({ columns: [t.stylistId, t.locale] })],
);

/** The brands the stylists choose from, shown on /brands; `name` as the catalogue's products name it. */
export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    country: text('country').notNull(),
    makes: text('makes').array().notNull(),
    values: text('values').array().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('brands_name').on(sql`lower(${t.name})`)],
);

export const brandTranslations = pgTable(
  'brand_translations',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    description: text('description').notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.locale] })],
);

/** What families wrote about their trunks: written in one locale, translated into the others. */
export const testimonials = pgTable('testimonials', {
  id: serial('id').primaryKey(),
  firstName: text('first_name').notNull(),
  city: text('city').notNull(),
  /** The child's age in months; null for a trunk the writer received herself. */
  kidAgeMonths: integer('kid_age_months'),
  rating: integer('rating').notNull(),
  writtenIn: text('written_in').notNull(),
  publishedOn: date('published_on').notNull(),
});

export const testimonialTranslations = pgTable(
  'testimonial_translations',
  {
    testimonialId: integer('testimonial_id')
      .notNull()
      .references(() => testimonials.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.testimonialId, t.locale] })],
);

/**
 * Gift cards (issue 18): bought by a signed-in client for a recipient, paid through the
 * payment gateway, mailed on `send_on` (Europe/Paris) with a PDF card, then added once to a wallet.
 * Amounts GIFT_CARD_MIN_CENTS..GIFT_CARD_MAX_CENTS (server/giftcards/rules.ts).
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: serial('id').primaryKey(),
    /** LC-XXXX-XXXX-XXXX, crypto-random from an alphabet without 0, O, 1 and I. */
    code: text('code').notNull(),
    /** Null for a card moved from the old GIFT_CARD discount codes (handed out before), or once its buyer's account is deleted: the card stays the recipient's. */
    buyerClientId: integer('buyer_client_id').references(() => clients.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    /** STARS, RAINBOW, LEAVES or HEART. */
    design: text('design').notNull(),
    /** KID or WOMAN: which gift card page it was bought from. */
    for: text('for').notNull(),
    /** Null only for a card moved from the old GIFT_CARD discount codes (already handed out: sent_at set). */
    recipientName: text('recipient_name'),
    /** Trimmed and lower-cased; null as recipient_name. */
    recipientEmail: text('recipient_email'),
    /** fr, de, nl or es: the language of its mail and PDF. */
    recipientLocale: text('recipient_locale').notNull(),
    message: text('message'),
    /** The day (Europe/Paris) it is mailed to the recipient. */
    sendOn: date('send_on', { mode: 'string' }).notNull(),
    /** PENDING_PAYMENT, PAYMENT_REQUIRES_ACTION, PAID or PAYMENT_FAILED. */
    status: text('status').notNull(),
    /** The Idempotency-Key the app sent: the same key gives back the same gift card order. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** The buyer's language when buying (the 3-D Secure return address's). */
    locale: text('locale').notNull(),
    paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id, { onDelete: 'set null' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When its mail left; set once, only from null. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The end of the day (Europe/Paris) 12 months after send_on. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    redeemedByClientId: integer('redeemed_by_client_id').references(() => clients.id, { onDelete: 'set null' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gift_cards_code').on(t.code),
    uniqueIndex('gift_cards_buyer_idempotency').on(t.buyerClientId, t.idempotencyKey),
    index('gift_cards_to_send').on(t.sendOn).where(sql`${t.status} = 'PAID' and ${t.sentAt} is null`),
    // Bought cards: 20 to 300 €; a card moved from the old GIFT_CARD discount codes (no buyer) keeps its amount.
    check('gift_cards_amount', sql`${t.amountCents} between 1 and 30000 and (${t.amountCents} >= 2000 or ${t.buyerClientId} is null)`),
    check('gift_cards_design', sql`${t.design} in ('STARS', 'RAINBOW', 'LEAVES', 'HEART')`),
    check('gift_cards_for', sql`${t.for} in ('KID', 'WOMAN')`),
    check('gift_cards_status', sql`${t.status} in ('PENDING_PAYMENT', 'PAYMENT_REQUIRES_ACTION', 'PAID', 'PAYMENT_FAILED')`),
    check('gift_cards_recipient_locale', sql`${t.recipientLocale} in ('fr', 'de', 'nl', 'es')`),
    check('gift_cards_redeemed', sql`(${t.redeemedAt} is null) = (${t.redeemedByClientId} is null)`),
    check('gift_cards_recipient', sql`(${t.recipientName} is null) = (${t.recipientEmail} is null) and (${t.recipientEmail} is not null or ${t.sentAt} is not null)`),
    check('gift_cards_redeemed_paid', sql`${t.redeemedAt} is null or ${t.status} = 'PAID'`),
  ],
);

/**
 * A referral: a godfather (the client who invites) and a godson (the friend), one godfather per
 * email (the first wins). INVITED by the invitation form, SIGNED_UP when the friend's account is
 * made with the godfather's email, REWARDED when the godson's first payment credited the godfather,
 * REFUSED when that payment showed a self-referral (`refused_reason`: SAME_ACCOUNT, SAME_EMAIL,
 * SAME_CARD). server/referral/.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: serial('id').primaryKey(),
    godfatherClientId: integer('godfather_client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** Lower case, as invited or as the godson signed up. */
    godsonEmail: text('godson_email').notNull(),
    godsonClientId: integer('godson_client_id').references(() => clients.id, { onDelete: 'set null' }),
    status: text('status').notNull(),
    refusedReason: text('refused_reason'),
    /** The godson's welcome code, given at sign-up. */
    welcomeCode: text('welcome_code').references(() => discountCodes.code, { onDelete: 'set null' }),
    /** Null when the godson came by the share link without an invitation. */
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    signedUpAt: timestamp('signed_up_at', { withTimezone: true }),
    rewardedAt: timestamp('rewarded_at', { withTimezone: true }),
    /** The invitation mail's language (the godson's account's, when they came by link). */
    locale: text('locale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('referrals_godson_email').on(t.godsonEmail),
    index('referrals_godfather').on(t.godfatherClientId, t.createdAt),
    index('referrals_godson_client').on(t.godsonClientId),
    check('referrals_status', sql`${t.status} in ('INVITED', 'SIGNED_UP', 'REWARDED', 'REFUSED')`),
    check('referrals_refused_reason', sql`(${t.status} = 'REFUSED') = (${t.refusedReason} is not null)`),
  ],
);

/** Events the app records for the CRM (`POST /crm/event`), e.g. `referral_invitation`. */
export const crmEvents = pgTable(
  'crm_events',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'set null' }),
    eventName: text('event_name').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('crm_events_name_created').on(t.eventName, t.createdAt)],
);

/** The birthday offers the trunk clock gave: one per kid and year (server/loyalty/birthday.ts). */
export const birthdayOffers = pgTable(
  'birthday_offers',
  {
    id: serial('id').primaryKey(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    code: text('code')
      .notNull()
      .references(() => discountCodes.code, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('birthday_offers_profile_year').on(t.profileId, t.year)],
);

/**
 * Errors reported from visitors' browsers when no Sentry DSN is set (`POST /api/client-errors`,
 * server/client-errors): scrubbed by the app and again by the server before they are stored, read
 * by administrators (`GET /api/admin/client-errors`).
 */
export const clientErrors = pgTable(
  'client_errors',
  {
    id: serial('id').primaryKey(),
    /** A ClientErrorKind of the contract: error, unhandledrejection, labelled. */
    kind: text('kind').notNull(),
    /** A ClientErrorLabel of the contract (STRIPE_CONFIRM_CARD_SETUP, GEO_LOOKUP), with `labelled` only. */
    label: text('label'),
    message: text('message').notNull(),
    stack: text('stack').notNull(),
    /** The page's path, without its query string. */
    url: text('url').notNull(),
    buildId: text('build_id').notNull(),
    locale: text('locale').notNull(),
    userAgent: text('user_agent').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('client_errors_created').on(t.createdAt), index('client_errors_label_created').on(t.label, t.createdAt)],
);
