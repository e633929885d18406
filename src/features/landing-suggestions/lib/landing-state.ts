import { PRODUCT_FAMILIES, type ProductFamily } from '@/entities/product';
import type { components } from '@/shared/api';

type Gender = components['schemas']['ProfileGender'];

/** What a landing link told about the visitor (seed 000 section 3, Landing state). */
export interface LandingState {
  gender: Gender | null;
  topSize: string | null;
  bottomSize: string | null;
  /** A shop collection's slug, or one of the six families. */
  collection: string | null;
  /** Products the link put forward, kept for the visitor's wishes later. */
  wishes: number[];
}

const STORAGE_KEY = 'lc_landing';
const GENDERS: readonly Gender[] = ['BOY', 'GIRL', 'WOMAN'];
const PARAMETERS = ['sugg_g', 'sugg_t', 'sugg_b', 'sugg_c', 'sugg_ids'] as const;
const MAX_LANDING_IDS = 24;

const size = (value: string | null) => (value?.trim() && value.trim().length <= 20 ? value.trim() : null);

/**
 * The landing state after a navigation: the `sugg_*` parameters the address carries change the
 * state kept so far (a value that is not one is left out); none of them, and nothing changes.
 */
export function landingFromQuery(search: string, kept: LandingState | null): LandingState | null {
  const query = new URLSearchParams(search);
  if (!PARAMETERS.some((name) => query.has(name))) return kept;
  const gender = query.get('sugg_g')?.trim().toUpperCase();
  const collection = query.get('sugg_c')?.trim();
  const ids = query.get('sugg_ids');
  return {
    gender: GENDERS.find((known) => known === gender) ?? kept?.gender ?? null,
    topSize: size(query.get('sugg_t')) ?? kept?.topSize ?? null,
    bottomSize: size(query.get('sugg_b')) ?? kept?.bottomSize ?? null,
    collection: collection && /^[\w-]{1,80}$/.test(collection) ? collection : (kept?.collection ?? null),
    wishes:
      ids === null
        ? (kept?.wishes ?? [])
        : [...new Set(ids.split(',').map((id) => Number(id.trim())))].filter((id) => Number.isInteger(id) && id > 0).slice(0, MAX_LANDING_IDS),
  };
}

/** The landing state kept for this visit (sessionStorage), or null. */
export function landingState(): LandingState | null {
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY);
    return stored ? (JSON.parse(stored) as LandingState) : null;
  } catch {
    return null;
  }
}

/** Keeps the landing parameters of an address for the visit; called on every navigation. */
export function keepLandingQuery(search: string): void {
  const kept = landingState();
  const next = landingFromQuery(search, kept);
  if (next === kept) return;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage refused (private browsing): the landing state lasts as long as the page.
  }
}

/** The products a landing link put forward, for the visitor's wishes once a profile exists. */
export function landingWishes(): number[] {
  return landingState()?.wishes ?? [];
}

export interface LandingQuery {
  gender: Gender;
  top_size: string;
  bottom_size: string;
  categories?: ProductFamily[];
}

/**
 * The suggestions call of a landing state, or null when its gender or a size is missing: the
 * server would answer 'gender and size must be defined'. A family as collection filters by it.
 */
export function landingQuery(state: LandingState | null): LandingQuery | null {
  if (!state?.gender || !state.topSize || !state.bottomSize) return null;
  const family = PRODUCT_FAMILIES.find((known) => known === state.collection?.toUpperCase());
  return { gender: state.gender, top_size: state.topSize, bottom_size: state.bottomSize, ...(family ? { categories: [family] } : {}) };
}
