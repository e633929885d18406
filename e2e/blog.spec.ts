import { expectNoAccessibilityViolations } from './support/axe';
import { messagesOf } from './support/messages';
import { expect, test } from './support/test';

const es = messagesOf('es');
const fr = messagesOf('fr');
const nl = messagesOf('nl');

test('a visitor in Spanish reads the blog: page 2, a category, then a post and its category', async ({ page }) => {
  const response = await page.goto('/es/blog');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: es('blog.title') })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(9);
  await expectNoAccessibilityViolations(page);

  const pages = page.getByRole('navigation', { name: es('blog.pages.label') });
  await pages.getByRole('link', { name: es('shop.pages.page', { page: 2 }) }).click();
  await expect(page).toHaveURL(/\/es\/blog\/2$/);
  await expect(page.getByRole('article')).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Lavar menos y mejor: que la ropa de los peques dure más' })).toBeVisible();

  await page.getByRole('navigation', { name: es('blog.categories.label') }).getByRole('link', { name: /^Crecer/ }).click();
  await expect(page).toHaveURL(/\/es\/blog\/category\/crecer$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Crecer' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(4);

  await page.getByRole('link', { name: 'Vestir al bebé en invierno, ni mucho ni poco' }).click();
  await expect(page).toHaveURL(/\/es\/blog\/post\/vestir-al-bebe-en-invierno$/);
  const article = page.getByRole('article', { name: 'Vestir al bebé en invierno, ni mucho ni poco' });
  await expect(article.getByRole('heading', { level: 2, name: 'La silla del coche, un caso aparte' })).toBeVisible();
  await expect(article.getByText(es('blog.readingTime', { minutes: 2 }))).toBeVisible();
  await expect(page.getByRole('region', { name: es('blog.post.related') }).getByRole('article')).toHaveCount(3);
  await expect(page).toHaveTitle(/Vestir al bebé en invierno/);
  await expectNoAccessibilityViolations(page);

  await page.getByRole('navigation', { name: es('blog.breadcrumb.label') }).getByRole('link', { name: 'Crecer' }).click();
  await expect(page).toHaveURL(/\/es\/blog\/category\/crecer$/);
});

test('a post is rendered by the server with its head: the article type, its excerpt and its address in other languages', async ({ page }) => {
  const response = await page.goto('/blog/post/habiller-bebe-en-hiver');
  expect(response?.status()).toBe(200);
  const html = await response!.text();
  expect(html).toContain('Habiller bébé en hiver, sans trop ni trop peu');
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(page.locator('link[rel="alternate"][hreflang="de-DE"]')).toHaveAttribute('href', /\/de\/blog\/post\/baby-im-winter-anziehen$/);
  await expect(page.locator('link[rel="alternate"][hreflang="nl-NL"]')).toHaveCount(0);
});

test('the blog is not found in Dutch, nor past its last page, nor for an unknown post', async ({ page }) => {
  for (const [path, t] of [
    ['/nl/blog', nl],
    ['/nl/blog/category/opgroeien', nl],
    ['/blog/99', fr],
    ['/blog/deux', fr],
    ['/blog/post/pas-un-article', fr],
    ['/blog/category/inconnue', fr],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: t('error.notFound.title') })).toBeVisible();
  }
});
