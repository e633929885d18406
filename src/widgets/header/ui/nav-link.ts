/** A link of the site's navigation, shown when its area is switched on for the locale. */
export interface NavLink {
  href: string;
  label: string;
  shown: boolean;
}
