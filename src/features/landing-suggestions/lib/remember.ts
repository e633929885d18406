/** The parameters of a landing link (seed 000 section 3, Landing state). */
const isLandingParameter = (name: string) => name.startsWith('sugg_');

/**
 * Keeps the landing parameters of an address for the visit; called on every navigation. Few
 * addresses carry any: only those load the rules that read them (landing-state.ts), in the order
 * the navigations came.
 */
export function rememberLandingQuery(search: string): void {
  if (![...new URLSearchParams(search).keys()].some(isLandingParameter)) return;
  import('./landing-state').then(
    (module) => module.keepLandingQuery(search),
    () => {
      // Its chunk could not load (a new release replaced it): the landing state lasts as long as the page's address.
    },
  );
}
