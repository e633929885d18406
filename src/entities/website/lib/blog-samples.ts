import type { BlogCategory, BlogPost, BlogPostSummary } from '../api/blog';

/** A post of the blog as the API gives it, for tests: `n` makes its slug, title and date. */
export function sampleBlogPost(n: number, category: { id: number; slug: string; name: string } = { id: 1, slug: 'crecer', name: 'Crecer' }): BlogPostSummary {
  return {
    id: n,
    slug: `articulo-${n}`,
    title: `Artículo número ${n}`,
    excerpt: `Resumen del artículo ${n}`,
    cover: { url: '/blog/covers/capsule.svg', alt: `Portada del artículo ${n}` },
    author: 'Marta Ruiz',
    reading_minutes: 2,
    published_at: new Date(Date.UTC(2026, 10, 20 - n, 8)).toISOString(),
    category,
  };
}

export function sampleBlogCategories(): BlogCategory[] {
  return [
    { id: 1, slug: 'crecer', name: 'Crecer', description: 'Tallas, estaciones y primeras veces.', post_count: 4, slugs: { fr: 'ils-grandissent', de: 'gross-werden', es: 'crecer' } },
    { id: 2, slug: 'armario-consciente', name: 'Armario consciente', description: 'Comprar menos, conservar más.', post_count: 8, slugs: { fr: 'garde-robe-responsable', de: 'bewusster-kleiderschrank', es: 'armario-consciente' } },
  ];
}

export function sampleBlogArticle(): BlogPost {
  return {
    ...sampleBlogPost(1),
    slug: 'vestir-al-bebe-en-invierno',
    title: 'Vestir al bebé en invierno, ni mucho ni poco',
    excerpt: 'La regla de las capas, el gorro y la silla del coche.',
    body: [
      { type: 'paragraph', text: 'Un bebé todavía no sabe decir que tiene frío.' },
      { type: 'heading', text: 'Una capa más que tú' },
      { type: 'paragraph', text: 'Viste a tu bebé con una capa más de la que llevas tú.' },
    ],
    slugs: { fr: 'habiller-bebe-en-hiver', de: 'baby-im-winter-anziehen', es: 'vestir-al-bebe-en-invierno' },
    related: [sampleBlogPost(2), sampleBlogPost(3), sampleBlogPost(4)],
  };
}
