import { and, eq } from 'drizzle-orm';
import { fitsGender, profileFit, type ProductRow } from '../catalogue';
import type { Database } from '../db/client';
import { products, productVariants, requests } from '../db/schema';
import { parameterProblem, ProblemError } from '../http/problem';
import type { Schemas } from '../http/types';
import { todayInFrance } from '../lib/birthdate';
import { MAX_WISHES, REQUEST_STATUS } from '../lib/trunk-lifecycle';
import { ownProfile, type ProfileRow } from '../profiles';
import { toRequest } from './requests';

type Wish = Schemas['TrunkRequest']['wishes'][number];

/** A wish of a client: a product (in one size, or in any) for a trunk request of one of its profiles. */
export interface WishTarget {
  clientId: number;
  profileId: number;
  requestId: number;
  productId: number;
  variantId: number | null;
}

const notFound = (detail: string) => new ProblemError(404, 'NOT_FOUND', 'Not found', detail);

/**
 * Changes the wishes of a request in creation of the client's profile, the request locked, and
 * gives the request. `change` gets the wishes, the product, the size asked and the profile.
 */
async function changeWishes(db: Database, target: WishTarget, change: (wishes: Wish[], product: ProductRow, variantId: number | null, profile: ProfileRow) => Wish[]) {
  const { productId, variantId } = target;
  const profile = await ownProfile(db, target.clientId, target.profileId);
  const row = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(requests)
      .where(and(eq(requests.id, target.requestId), eq(requests.profileId, profile.id)))
      .for('update');
    if (!locked) throw notFound('No such trunk request for this profile');
    const [product] = await tx.select().from(products).where(eq(products.id, productId));
    if (!product) throw notFound('No such product');
    if (variantId !== null && !(await tx.$count(productVariants, and(eq(productVariants.id, variantId), eq(productVariants.productId, productId))))) {
      throw parameterProblem('variant_id', 'query', 'variant_id is not a size of this product');
    }
    if (locked.statusDetailsCode !== REQUEST_STATUS.IN_CREATION) {
      throw new ProblemError(409, 'REQUEST_NOT_CUSTOMISABLE', 'Trunk not customisable', 'Wishes change only while the trunk is in creation');
    }
    const wishes = change(locked.wishes, product, variantId, profile);
    const [updated] = await tx.update(requests).set({ wishes }).where(eq(requests.id, locked.id)).returning();
    return updated!;
  });
  return toRequest(row);
}

/** Wishes a product (a wished product changes size in place): one that suits the profile, MAX_WISHES at most. */
export function addWish(db: Database, target: WishTarget): Promise<Schemas['TrunkRequest']> {
  return changeWishes(db, target, (wishes, product, variantId, profile) => {
    if (!fitsGender(profileFit(profile, todayInFrance()), product.gender)) {
      throw new ProblemError(409, 'PRODUCT_NOT_FOR_PROFILE', 'Not for this profile', `A ${product.gender} product does not suit this profile`);
    }
    const wish = { product_id: product.id, variant_id: variantId };
    if (wishes.some((w) => w.product_id === product.id)) return wishes.map((w) => (w.product_id === product.id ? wish : w));
    if (wishes.length >= MAX_WISHES) throw new ProblemError(409, 'TOO_MANY_WISHES', 'Too many wishes', `A trunk holds at most ${MAX_WISHES} wishes`);
    return [...wishes, wish];
  });
}

/** No longer wishes a product: in any size, or only in the size given. */
export function removeWish(db: Database, target: WishTarget): Promise<Schemas['TrunkRequest']> {
  return changeWishes(db, target, (wishes, product, variantId) =>
    wishes.filter((wish) => wish.product_id !== product.id || (variantId !== null && wish.variant_id !== variantId)),
  );
}
