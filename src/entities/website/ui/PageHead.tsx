import { useLocation, useSearch } from 'wouter';
import { LANGUAGE_TAGS, LOCALES, type Locale } from '@/shared/config';
import { useIntl, useT } from '@/shared/i18n';
import { localePath, useResource, useSiteOrigin } from '@/shared/lib';
import { seoMetadataQuery } from '../model/hooks';
import { fullTitle, pickSeo, seoSlug } from '../lib/seo';

export interface PageHeadProps {
  /** The page's own title (a product's name), else the metadata's. */
  title?: string;
  description?: string;
  /** The share picture, a path on the website's origin or an address. */
  image?: string;
  imageAlt?: string;
  /** Open Graph type: `product` for a product's page. */
  type?: string;
  /** The page's address without locale prefix when it differs from the one shown (a product shown in a collection). */
  canonicalPath?: string;
  /** Not for search engines: a private page, a search's results, an error. */
  noindex?: boolean;
  /**
   * The page's address without locale prefix in each language where it exists, when that is not
   * every language at the same address (a blog post has a slug per language, and no Dutch blog).
   */
  alternates?: Partial<Record<Locale, string>>;
}

/**
 * A page's head: title, description, keywords, Open Graph and Twitter card, canonical link and
 * the same page in the four languages (plus x-default), read from the website's SEO metadata and
 * overridden by what the page knows (a product's name and picture). React puts these in the
 * document's head, on the server and after each navigation in the browser.
 */
export function PageHead({ title, description, image, imageAlt, type, canonicalPath, noindex = false, alternates }: PageHeadProps) {
  const t = useT();
  const intl = useIntl();
  const [path] = useLocation();
  const search = useSearch();
  const origin = useSiteOrigin();
  const list = useResource(seoMetadataQuery(intl.appLocale));
  const metadata = list.status === 'ready' ? pickSeo(list.data, seoSlug(path, search)) : null;
  const brand = t('app.name');
  const shownTitle = fullTitle(title ?? metadata?.title ?? brand, brand);
  const shownDescription = description ?? metadata?.description ?? '';
  const picture = image ?? metadata?.og.image_url;
  const absolute = (href: string) => (/^https?:\/\//.test(href) ? href : `${origin}${href}`);
  const page = Number(new URLSearchParams(search).get('page'));
  const canonical = (canonicalPath ?? path) + (!canonicalPath && Number.isInteger(page) && page > 1 ? `?page=${page}` : '');
  const url = absolute(localePath(canonical, intl.appLocale));
  const elsewhere: Partial<Record<Locale, string>> = alternates ?? Object.fromEntries(LOCALES.map((locale) => [locale, canonical]));
  return (
    <>
      <title>{shownTitle}</title>
      {shownDescription ? <meta name="description" content={shownDescription} /> : null}
      {metadata?.keywords ? <meta name="keywords" content={metadata.keywords} /> : null}
      {noindex ? <meta name="robots" content="noindex" /> : null}
      {noindex ? null : <link rel="canonical" href={url} />}
      {noindex ? null : LOCALES.flatMap((locale) => (elsewhere[locale] ? [<link key={locale} rel="alternate" hrefLang={LANGUAGE_TAGS[locale]} href={absolute(localePath(elsewhere[locale], locale))} />] : []))}
      {noindex || !elsewhere.fr ? null : <link rel="alternate" hrefLang="x-default" href={absolute(localePath(elsewhere.fr, 'fr'))} />}
      <meta property="og:type" content={type ?? metadata?.og.type ?? 'website'} />
      <meta property="og:site_name" content={brand} />
      <meta property="og:locale" content={LANGUAGE_TAGS[intl.appLocale].replace('-', '_')} />
      <meta property="og:title" content={shownTitle} />
      {shownDescription ? <meta property="og:description" content={shownDescription} /> : null}
      <meta property="og:url" content={url} />
      {picture ? <meta property="og:image" content={absolute(picture)} /> : null}
      {picture ? <meta property="og:image:alt" content={imageAlt ?? metadata?.og.image_alt ?? shownTitle} /> : null}
      <meta name="twitter:card" content={picture ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={shownTitle} />
      {shownDescription ? <meta name="twitter:description" content={shownDescription} /> : null}
      {picture ? <meta name="twitter:image" content={absolute(picture)} /> : null}
    </>
  );
}
