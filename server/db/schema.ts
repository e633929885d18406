import { pgTable, text, timestamp, primaryKey, serial, uniqueIndex, index } from 'drizzle-orm/pg-core';

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

/** Client accounts. Sign-in, tokens and profiles build on this table. */
export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstname: text('firstname'),
    lastname: text('lastname'),
    locale: text('locale').notNull().default('fr'),
    country: text('country').notNull().default('FR'),
    /** 'client' or 'admin'. */
    role: text('role').notNull().default('client'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('clients_email').on(t.email)],
);
