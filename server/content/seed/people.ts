import type { Database } from '../../db/client';
import { brands, seedRuns, stylists, testimonials } from '../../db/schema';
import { addDays, todayInFrance } from '../../lib/birthdate';
import { saveBrand, saveStylist, saveTestimonial } from '../people';
import { BRANDS } from './brands';
import { STYLISTS } from './stylists';
import { TESTIMONIALS } from './testimonials';

/** Recorded in `seed_runs` once the stylists, brands and testimonials are written. */
export const PEOPLE_SEED = 'website-people';

/**
 * Writes the website's stylists, brands and testimonials once per database (testimonials dated
 * from the seeding day), so that an administrator's changes survive a restart. A kind already
 * there (a database that lost the record of this run) is left as it is. Whether it ran.
 */
export function seedPeople(db: Database, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(seedRuns).values({ name: PEOPLE_SEED }).onConflictDoNothing().returning();
    if (!claimed.length) return false;
    if (!(await tx.$count(stylists))) for (const stylist of STYLISTS) await saveStylist(tx, stylist);
    if (!(await tx.$count(brands))) for (const brand of BRANDS) await saveBrand(tx, brand);
    const today = todayInFrance(now);
    if (!(await tx.$count(testimonials))) {
      for (const { days_ago, ...testimonial } of TESTIMONIALS) await saveTestimonial(tx, { ...testimonial, published_on: addDays(today, -days_ago) });
    }
    return true;
  });
}
