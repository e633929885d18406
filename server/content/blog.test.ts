import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translations } from '../db/schema';
import type { Schemas } from '../http/types';
import { startTestServer, TEST_ADMIN_TOKEN, type TestServer } from '../testing/app';
import { newClient } from '../testing/clients';
import { call, expectInvalid, expectProblem } from '../testing/http';
import { startBlogSchedule } from './blog';
import { BLOG_POST_TEXTS, blocksOf } from './seed/blog';

let server: TestServer;
let clientToken: string;
beforeAll(async () => {
  server = await startTestServer();
  clientToken = (await newClient(server)).token;
});
afterAll(() => server?.close());

type PostPage = { value: Schemas['BlogPostSummary'][]; pagination: Schemas['Pagination'] };

const get = (url: string, locale = 'fr') => call(server, 'GET', url, { headers: { 'x-lc-locale': locale } });
const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token: string | null = TEST_ADMIN_TOKEN) =>
  call(server, method, url, { ...(token ? { token } : {}), ...(payload === undefined ? {} : { payload }) });

const text = (locale: string, slug: string) => ({
  slug,
  title: `Titre ${locale} ${slug}`,
  excerpt: `Résumé ${locale}`,
  cover_alt: `Une illustration ${locale}`,
  body: [
    { type: 'heading', text: 'Un intertitre' },
    { type: 'paragraph', text: 'mot '.repeat(450).trim() },
  ],
});

function postInput(slug: string, categoryId: number, publishedAt: Date, extra: Record<string, unknown> = {}) {
  return {
    category_id: categoryId,
    author: 'Claire Moreau',
    cover: 'capsule',
    published_at: publishedAt.toISOString(),
    translations: { fr: text('fr', slug), de: text('de', `${slug}-de`), nl: text('nl', `${slug}-nl`), es: text('es', `${slug}-es`) },
    ...extra,
  };
}

const categoryInput = (slug: string) => ({
  translations: {
    fr: { slug, name: 'Fêtes', description: 'Les tenues de fête' },
    de: { slug: `${slug}-de`, name: 'Feste', description: 'Festliche Outfits' },
    nl: { slug: `${slug}-nl`, name: 'Feestjes', description: 'Feestelijke outfits' },
    es: { slug: `${slug}-es`, name: 'Fiestas', description: 'Looks de fiesta' },
  },
});

describe('the blog seen by a visitor', () => {
  it('lists three categories with their published posts counted, and their slugs where the blog is on', async () => {
    const res = await get('/api/website/blog/categories', 'es');
    expect(res.statusCode).toBe(200);
    const { value } = res.json() as { value: Schemas['BlogCategory'][] };
    expect(value.map((c) => [c.name, c.post_count])).toEqual([
      ['Consejos de estilo', 4],
      ['Crecer', 4],
      ['Armario consciente', 4],
    ]);
    // The blog is off in Dutch: no Dutch address to offer.
    expect(value[0]!.slugs).toEqual({ fr: 'conseils-style', de: 'stiltipps', es: 'consejos-de-estilo' });
  });

  it('gives the posts newest first, nine to a page, with their category, cover and reading time', async () => {
    const first = await get('/api/website/blog/posts');
    expect(first.statusCode).toBe(200);
    const page1 = first.json() as PostPage;
    expect(page1.pagination).toEqual({ page: 1, page_size: 9, pages: 2, total: 12 });
    expect(page1.value).toHaveLength(9);
    expect(page1.value[0]).toMatchObject({
      slug: 'habiller-enfant-jours-de-pluie',
      category: { slug: 'conseils-style', name: 'Conseils de style' },
      cover: { url: '/blog/covers/rainy-day.svg', alt: expect.stringContaining('parapluie jaune') },
      author: 'Claire Moreau',
      reading_minutes: 2,
    });
    const dates = page1.value.map((p) => p.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const page2 = (await get('/api/website/blog/posts?page=2')).json() as PostPage;
    expect(page2.value.map((p) => p.slug)).toHaveLength(3);
    expect(page2.value.at(-1)!.slug).toBe('laver-les-vetements-pour-qu-ils-durent');
  });

  it('keeps one category by its slug in the locale, and answers another locale in its language', async () => {
    const res = await get('/api/website/blog/posts?category=gross-werden&page_size=2', 'de');
    expect(res.statusCode).toBe(200);
    const page = res.json() as PostPage;
    expect(page.pagination).toEqual({ page: 1, page_size: 2, pages: 2, total: 4 });
    expect(page.value.map((p) => p.title)).toEqual(['Das Baby im Winter anziehen: nicht zu viel und nicht zu wenig', 'Kleidergrößen: den Überblick behalten, wenn Kinder schnell wachsen']);
    expect(page.value.every((p) => p.category.name === 'Groß werden')).toBe(true);
  });

  it('is a 404 for a page past the last, an unknown category, or a category slug of another locale', async () => {
    expectProblem(await get('/api/website/blog/posts?page=3'), 404, 'NOT_FOUND');
    expectProblem(await get('/api/website/blog/posts?category=recettes'), 404, 'NOT_FOUND');
    expectProblem(await get('/api/website/blog/posts?category=stiltipps', 'fr'), 404, 'NOT_FOUND');
  });

  it('refuses a page size or page out of bounds, naming the parameter', async () => {
    expectInvalid(await get('/api/website/blog/posts?page_size=49'), 'page_size', undefined, 'query');
    expectInvalid(await get('/api/website/blog/posts?page=0'), 'page', undefined, 'query');
    expectInvalid(await get('/api/website/blog/posts?page=deux'), 'page', undefined, 'query');
  });

  it('gives a post by its slug with its body in blocks, its other slugs and three related posts of its category first', async () => {
    const res = await get('/api/website/blog/posts/vestir-al-bebe-en-invierno', 'es');
    expect(res.statusCode).toBe(200);
    const { value } = res.json() as { value: Schemas['BlogPost'] };
    expect(value.title).toBe('Vestir al bebé en invierno, ni mucho ni poco');
    expect(value.body[0]).toEqual({ type: 'paragraph', text: expect.stringContaining('Un bebé todavía no sabe decir') });
    expect(value.body.filter((b) => b.type === 'heading').map((b) => b.text)).toContain('La silla del coche, un caso aparte');
    expect(value.slugs).toEqual({ fr: 'habiller-bebe-en-hiver', de: 'baby-im-winter-anziehen', es: 'vestir-al-bebe-en-invierno' });
    expect(value.related).toHaveLength(3);
    expect(value.related.every((p) => p.category.slug === 'crecer' && p.slug !== value.slug)).toBe(true);
  });

  it('is a 404 for a slug unknown in the locale, even one the post has in another', async () => {
    expectProblem(await get('/api/website/blog/posts/habiller-bebe-en-hiver', 'de'), 404, 'NOT_FOUND');
    expectProblem(await get('/api/website/blog/posts/nothing-here'), 404, 'NOT_FOUND');
  });

  it('offers a Dutch slug only while the blog is on in Dutch', async () => {
    const dutchSwitch = and(eq(translations.key, 'feature.blog'), eq(translations.locale, 'nl'));
    await server.db.update(translations).set({ value: 'true' }).where(dutchSwitch);
    await server.heard();
    const { value } = (await get('/api/website/blog/posts/habiller-bebe-en-hiver')).json() as { value: Schemas['BlogPost'] };
    expect(value.slugs.nl).toBe('baby-aankleden-in-de-winter');
    await server.db.update(translations).set({ value: 'false' }).where(dutchSwitch);
    await server.heard();
    const again = (await get('/api/website/blog/posts/habiller-bebe-en-hiver')).json() as { value: Schemas['BlogPost'] };
    expect(again.value.slugs.nl).toBeUndefined();
  });
});

describe('the seeded articles', () => {
  it('are twelve in each language, each of 250 to 450 words, with headings and paragraphs', () => {
    for (const posts of Object.values(BLOG_POST_TEXTS)) {
      expect(posts).toHaveLength(12);
      for (const post of posts) {
        const blocks = blocksOf(post.body);
        const words = blocks.reduce((n, b) => n + b.text.split(/\s+/).length, 0);
        expect({ slug: post.slug, words: words >= 250 && words <= 450 }).toEqual({ slug: post.slug, words: true });
        expect(blocks.some((b) => b.type === 'heading')).toBe(true);
      }
    }
  });
});

describe('the editor', () => {
  it('writes a category and a post that visitors see at once, changes them and removes them', async () => {
    const created = await admin('POST', '/api/admin/website/blog/categories', categoryInput('fetes'));
    expect(created.statusCode, created.body).toBe(201);
    const category = created.json() as Schemas['AdminBlogCategory'];
    expect(category).toMatchObject({ post_count: 0, translations: { de: { name: 'Feste' } } });

    const now = Date.now();
    const post = await admin('POST', '/api/admin/website/blog/posts', postInput('une-fete-reussie', category.id, new Date(now - 60_000)));
    expect(post.statusCode, post.body).toBe(201);
    const written = post.json() as Schemas['AdminBlogPost'];
    // 452 words, at 200 a minute, begun minutes counted.
    expect(written).toMatchObject({ category_id: category.id, cover: 'capsule', reading_minutes: 3 });
    await server.heard();

    const listed = (await get('/api/website/blog/posts')).json() as PostPage;
    expect(listed.pagination.total).toBe(13);
    expect(listed.value[0]).toMatchObject({ slug: 'une-fete-reussie', category: { name: 'Fêtes' } });
    const inGerman = (await get('/api/website/blog/posts/une-fete-reussie-de', 'de')).json() as { value: Schemas['BlogPost'] };
    expect(inGerman.value.title).toBe('Titre de une-fete-reussie-de');

    const changed = await admin('PUT', `/api/admin/website/blog/posts/${written.id}`, postInput('une-fete-reussie', category.id, new Date(now - 60_000), { author: 'Sofia Keller' }));
    expect(changed.statusCode, changed.body).toBe(200);
    await server.heard();
    expect(((await get('/api/website/blog/posts/une-fete-reussie')).json() as { value: Schemas['BlogPost'] }).value.author).toBe('Sofia Keller');

    // A category that holds posts stays.
    expectProblem(await admin('DELETE', `/api/admin/website/blog/categories/${category.id}`), 409, 'BLOG_CATEGORY_NOT_EMPTY');
    expect((await admin('DELETE', `/api/admin/website/blog/posts/${written.id}`)).statusCode).toBe(204);
    await server.heard();
    expectProblem(await get('/api/website/blog/posts/une-fete-reussie'), 404, 'NOT_FOUND');
    expect((await admin('DELETE', `/api/admin/website/blog/categories/${category.id}`)).statusCode).toBe(204);
    await server.heard();
    expect(((await get('/api/website/blog/categories')).json() as { value: unknown[] }).value).toHaveLength(3);
  });

  it('schedules a post: not public before its moment, listed for the editor', async () => {
    const categories = (await admin('GET', '/api/admin/website/blog/categories')).json() as { value: Schemas['AdminBlogCategory'][] };
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    const res = await admin('POST', '/api/admin/website/blog/posts', postInput('demain', categories.value[0]!.id, tomorrow));
    expect(res.statusCode).toBe(201);
    await server.heard();
    expectProblem(await get('/api/website/blog/posts/demain'), 404, 'NOT_FOUND');
    expect(((await get('/api/website/blog/posts')).json() as PostPage).pagination.total).toBe(12);
    const all = (await admin('GET', '/api/admin/website/blog/posts')).json() as { value: Schemas['AdminBlogPost'][] };
    expect(all.value[0]).toMatchObject({ published_at: tomorrow.toISOString(), translations: { fr: { slug: 'demain' } } });
    expect(all.value).toHaveLength(13);
    await admin('DELETE', `/api/admin/website/blog/posts/${(res.json() as { id: number }).id}`);
  });

  it('shows a scheduled post once its moment has come, though the list was kept in the read cache', async () => {
    const stop = startBlogSchedule(server.db, 50);
    try {
      const categories = (await admin('GET', '/api/admin/website/blog/categories')).json() as { value: Schemas['AdminBlogCategory'][] };
      const res = await admin('POST', '/api/admin/website/blog/posts', postInput('tout-a-l-heure', categories.value[0]!.id, new Date(Date.now() + 2000)));
      expect(res.statusCode).toBe(201);
      await server.heard();
      const total = async () => ((await get('/api/website/blog/posts')).json() as PostPage).pagination.total;
      expect(await total()).toBe(12);
      await expect.poll(total, { timeout: 5000, interval: 100 }).toBe(13);
      await admin('DELETE', `/api/admin/website/blog/posts/${(res.json() as { id: number }).id}`);
      await server.heard();
    } finally {
      stop();
    }
  });

  it('refuses what is wrong, naming the field, and writes nothing', async () => {
    const categories = (await admin('GET', '/api/admin/website/blog/categories')).json() as { value: Schemas['AdminBlogCategory'][] };
    const id = categories.value[0]!.id;
    const good = postInput('refus', id, new Date());
    const { es: _es, ...threeLocales } = good.translations;
    expectInvalid(await admin('POST', '/api/admin/website/blog/posts', { ...good, translations: threeLocales }), 'translations.es');
    expectInvalid(await admin('POST', '/api/admin/website/blog/posts', { ...good, cover: 'photo-from-elsewhere' }), 'cover');
    expectInvalid(await admin('POST', '/api/admin/website/blog/posts', { ...good, category_id: '1' }), 'category_id');
    expectInvalid(await admin('POST', '/api/admin/website/blog/posts', { ...good, category_id: 999999 }), 'category_id');
    expectInvalid(await admin('POST', '/api/admin/website/blog/posts', { ...good, translations: { ...good.translations, fr: { ...good.translations.fr, slug: 'Pas Un Slug' } } }), 'translations.fr.slug');
    expectInvalid(await admin('POST', '/api/admin/website/blog/posts', { ...good, translations: { ...good.translations, fr: { ...good.translations.fr, body: [{ type: 'html', text: '<b>x</b>' }] } } }), 'translations.fr.body.0.type');
    expectInvalid(await admin('POST', '/api/admin/website/blog/posts', { ...good, author: 'Claire\u0000' }), 'author');
    expectInvalid(await admin('POST', '/api/admin/website/blog/categories', { translations: { ...categoryInput('x').translations, fr: { slug: 'x', name: 'x'.repeat(81), description: '' } } }), 'translations.fr.name');
    // A slug another post has in that locale.
    const taken = postInput('refus', id, new Date());
    taken.translations.de.slug = 'stiltipps-nope';
    taken.translations.es.slug = 'vestir-al-bebe-en-invierno';
    expectProblem(await admin('POST', '/api/admin/website/blog/posts', taken), 409, 'BLOG_SLUG_TAKEN');
    expect(((await admin('GET', '/api/admin/website/blog/posts')).json() as { value: unknown[] }).value).toHaveLength(12);
  });

  it('is a 404 for an unknown id', async () => {
    const categories = (await admin('GET', '/api/admin/website/blog/categories')).json() as { value: Schemas['AdminBlogCategory'][] };
    expectProblem(await admin('PUT', '/api/admin/website/blog/posts/999999', postInput('x', categories.value[0]!.id, new Date())), 404, 'NOT_FOUND');
    expectProblem(await admin('DELETE', '/api/admin/website/blog/posts/999999'), 404, 'NOT_FOUND');
    expectProblem(await admin('PUT', '/api/admin/website/blog/categories/999999', categoryInput('y')), 404, 'NOT_FOUND');
    expectProblem(await admin('DELETE', '/api/admin/website/blog/categories/999999'), 404, 'NOT_FOUND');
  });

  it('is refused to a client (403) and to a caller without a token (401)', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/website/blog/posts'],
      ['POST', '/api/admin/website/blog/posts'],
      ['PUT', '/api/admin/website/blog/posts/1'],
      ['DELETE', '/api/admin/website/blog/posts/1'],
      ['GET', '/api/admin/website/blog/categories'],
      ['POST', '/api/admin/website/blog/categories'],
      ['PUT', '/api/admin/website/blog/categories/1'],
      ['DELETE', '/api/admin/website/blog/categories/1'],
    ] as const) {
      const payload = method === 'POST' || method === 'PUT' ? (url.includes('posts') ? postInput('z', 1, new Date()) : categoryInput('z')) : undefined;
      expectProblem(await admin(method, url, payload, clientToken), 403, 'FORBIDDEN');
      expectProblem(await admin(method, url, payload, null), 401, 'UNAUTHORIZED');
    }
  });
});
