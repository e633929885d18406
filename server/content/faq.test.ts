import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../http/types';
import { startTestServer, TEST_ADMIN_TOKEN, type TestServer } from '../testing/app';
import { newClient } from '../testing/clients';
import { call, expectInvalid, expectProblem } from '../testing/http';
import { seedFaq } from './index';

type Section = Schemas['FaqSection'];
type SectionEdit = Schemas['FaqSectionEdit'];
type QuestionEdit = Schemas['FaqQuestionEdit'];

let server: TestServer;
let clientToken: string;
beforeAll(async () => {
  server = await startTestServer();
  clientToken = (await newClient(server)).token;
});
afterAll(async () => server?.close());

async function publicFaq(locale = 'fr'): Promise<Section[]> {
  const res = await call(server, 'GET', '/api/website/faq', { headers: { 'x-lc-locale': locale } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { value: Section[] }).value;
}

function admin(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  return call(server, method, `/api/admin/website/faq${url}`, { token: TEST_ADMIN_TOKEN, ...(payload === undefined ? {} : { payload }) });
}

async function editorFaq(): Promise<SectionEdit[]> {
  const res = await admin('GET', '');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { value: SectionEdit[] }).value;
}

const titles = (title: string) => ({ fr: { title: `${title} (fr)` }, de: { title: `${title} (de)` }, nl: { title: `${title} (nl)` }, es: { title: `${title} (es)` } });
const texts = (question: string | null, answer: string) => ({
  fr: { question: question && `${question} ?`, answer: `${answer} (fr)` },
  de: { question: question && `${question}?`, answer: `${answer} (de)` },
  nl: { question: question && `${question}?`, answer: `${answer} (nl)` },
  es: { question: question && `¿${question}?`, answer: `${answer} (es)` },
});

describe('GET /website/faq', () => {
  it('gives the seeded sections and their questions in the French order, each with its anchor', async () => {
    const faq = await publicFaq();
    expect(faq.length).toBeGreaterThanOrEqual(5);
    expect(faq.flatMap((s) => s.questions).length).toBeGreaterThanOrEqual(30);
    expect(faq[0]).toMatchObject({ section: 'concept', title: 'Le concept et le quiz', anchor: 'le%20concept%20et%20le%20quiz' });
    const first = faq[0]!.questions[0]!;
    expect(first).toMatchObject({ question: 'Comment fonctionne Little Closet ?', anchor: 'comment%20fonctionne%20little%20closet%20%3F' });
    expect(first.answer).toContain('vous ne payez que ce que vous gardez'.replace('vous', 'Vous'));
    const anchors = faq.flatMap((s) => [s.anchor, ...s.questions.map((q) => q.anchor)]);
    expect(new Set(anchors).size).toBe(anchors.length);
    for (const question of faq.flatMap((s) => s.questions)) expect(question.anchor).toBe(encodeURIComponent(question.question!.toLowerCase()));
  });

  it('answers in the caller’s language, the same sections in the same order', async () => {
    const [fr, nl] = await Promise.all([publicFaq('fr'), publicFaq('nl')]);
    expect(nl.map((s) => s.section)).toEqual(fr.map((s) => s.section));
    expect(nl[0]!.title).toBe('Het concept en de quiz');
    const pause = nl.find((s) => s.section === 'subscription')!.questions.find((q) => q.question === 'Hoe zet ik mijn abonnement op pauze?');
    expect(pause?.answer).toContain('1 tot 6 maanden');
    expect(pause?.anchor).toBe('hoe%20zet%20ik%20mijn%20abonnement%20op%20pauze%3F');
  });

  it('is written once: seeding again keeps what the editors changed', async () => {
    expect(await seedFaq(server.db)).toBe(false);
  });
});

describe('the administrator’s FAQ calls', () => {
  it('refuse a client (403) and a caller without a token (401)', async () => {
    for (const [method, url] of [['GET', ''], ['POST', '/sections'], ['PUT', '/sections/1'], ['DELETE', '/sections/1'], ['POST', '/questions'], ['PUT', '/questions/1'], ['DELETE', '/questions/1']] as const) {
      const body = url.startsWith('/sections') ? { section: 'x', translations: titles('x') } : { section_id: 1, translations: texts('x', 'y') };
      const payload = method === 'POST' || method === 'PUT' ? body : undefined;
      expectProblem(await call(server, method, `/api/admin/website/faq${url}`, { token: clientToken, payload }), 403, 'FORBIDDEN');
      expectProblem(await call(server, method, `/api/admin/website/faq${url}`, { payload }), 401, 'UNAUTHORIZED');
    }
  });

  it('give every section and question with its texts in the four languages', async () => {
    const faq = await editorFaq();
    expect(faq.map((s) => s.position)).toEqual(faq.map((_, i) => i));
    expect(faq[0]!.translations.de.title).toBe('Das Konzept und das Quiz');
    expect(faq[0]!.questions[0]!.translations.es.question).toBe('¿Cómo funciona Little Closet?');
  });

  it('change an answer, which the public call shows at once in that language only', async () => {
    const [section] = await editorFaq();
    const question = section!.questions[1]!;
    const changed = { ...question.translations, de: { question: question.translations.de.question, answer: 'Von 0 bis 14 Jahren, und für Frauen.' } };
    const res = await admin('PUT', `/questions/${question.id}`, { section_id: section!.id, translations: changed });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as QuestionEdit).translations.de.answer).toBe('Von 0 bis 14 Jahren, und für Frauen.');
    await server.heard();
    expect((await publicFaq('de'))[0]!.questions[1]!.answer).toBe('Von 0 bis 14 Jahren, und für Frauen.');
    expect((await publicFaq('fr'))[0]!.questions[1]!.answer).toBe(question.translations.fr.answer);
    expect((await admin('PUT', `/questions/${question.id}`, { section_id: section!.id, translations: question.translations })).statusCode).toBe(200);
  });

  it('add a section where the editor puts it, fill it, reorder and move its questions, then remove it', async () => {
    const created = await admin('POST', '/sections', { section: 'gifts', position: 1, translations: titles('Cadeaux') });
    expect(created.statusCode, created.body).toBe(201);
    const section = created.json() as SectionEdit;
    expect(section).toMatchObject({ section: 'gifts', position: 1, questions: [] });
    expectProblem(await admin('POST', '/sections', { section: 'gifts', translations: titles('Encore') }), 409, 'FAQ_SECTION_EXISTS');

    const a = (await admin('POST', '/questions', { section_id: section.id, translations: texts('Première', 'A') })).json() as QuestionEdit;
    const b = (await admin('POST', '/questions', { section_id: section.id, translations: texts('Deuxième', 'B') })).json() as QuestionEdit;
    const c = await admin('POST', '/questions', { section_id: section.id, position: 0, translations: texts('Première', 'C') });
    expect(c.statusCode, c.body).toBe(201);
    await server.heard();
    let shown = (await publicFaq('fr'))[1]!;
    expect(shown.title).toBe('Cadeaux (fr)');
    expect(shown.questions.map((q) => q.answer)).toEqual(['C (fr)', 'A (fr)', 'B (fr)']);
    // Two questions with the same text: the later one's anchor is made unique.
    expect(shown.questions.map((q) => q.anchor)).toEqual(['premi%C3%A8re%20%3F', 'premi%C3%A8re%20%3F-2', 'deuxi%C3%A8me%20%3F']);

    expect((await admin('PUT', `/questions/${b.id}`, { section_id: section.id, position: 0, translations: b.translations })).statusCode).toBe(200);
    await server.heard();
    expect((await publicFaq('fr'))[1]!.questions.map((q) => q.answer)).toEqual(['B (fr)', 'C (fr)', 'A (fr)']);

    const concept = (await editorFaq())[0]!;
    const moved = await admin('PUT', `/questions/${a.id}`, { section_id: concept.id, position: 0, translations: a.translations });
    expect(moved.json()).toMatchObject({ section_id: concept.id, position: 0 });
    expect((await admin('PUT', `/sections/${section.id}`, { section: 'gifts', position: 99, translations: titles('Offrir') })).json()).toMatchObject({ position: 7 });
    await server.heard();
    shown = (await publicFaq('es')).at(-1)!;
    expect(shown).toMatchObject({ title: 'Offrir (es)', section: 'gifts' });
    expect((await publicFaq('es'))[0]!.questions[0]!.answer).toBe('A (es)');

    expect((await admin('DELETE', `/questions/${a.id}`)).statusCode).toBe(204);
    expect((await admin('DELETE', `/sections/${section.id}`)).statusCode).toBe(204);
    await server.heard();
    const after = await publicFaq('fr');
    expect(after.map((s) => s.section)).not.toContain('gifts');
    expect(after[0]!.questions[0]!.question).toBe('Comment fonctionne Little Closet ?');
    expect((await editorFaq()).map((s) => s.position)).toEqual(after.map((_, i) => i));
  });

  it('say a question without text introduces its section, anchored on the section’s title', async () => {
    const section = (await admin('POST', '/sections', { section: 'intro', translations: titles('Intro') })).json() as SectionEdit;
    const res = await admin('POST', '/questions', { section_id: section.id, translations: texts(null, 'Quelques mots') });
    expect(res.statusCode, res.body).toBe(201);
    await server.heard();
    const shown = (await publicFaq('nl')).at(-1)!;
    expect(shown.anchor).toBe('intro%20(nl)');
    expect(shown.questions).toEqual([expect.objectContaining({ question: null, answer: 'Quelques mots (nl)', anchor: 'intro%20(nl)-2' })]);
    expect((await admin('DELETE', `/sections/${section.id}`)).statusCode).toBe(204);
  });

  it('answer 404 for a section or question that does not exist', async () => {
    expectProblem(await admin('PUT', '/sections/999999', { section: 'none', translations: titles('x') }), 404, 'NOT_FOUND');
    expectProblem(await admin('DELETE', '/sections/999999'), 404, 'NOT_FOUND');
    expectProblem(await admin('PUT', '/questions/999999', { section_id: 1, translations: texts('x', 'y') }), 404, 'NOT_FOUND');
    expectProblem(await admin('DELETE', '/questions/999999'), 404, 'NOT_FOUND');
  });

  it('refuse bad input with a 400 naming the field, and change nothing', async () => {
    const before = await editorFaq();
    const { nl: _nl, ...threeLanguages } = titles('x');
    expectInvalid(await admin('POST', '/sections', { section: 'x', translations: threeLanguages }), 'translations.nl');
    expectInvalid(await admin('POST', '/sections', { section: 'Not a code!', translations: titles('x') }), 'section');
    expectInvalid(await admin('POST', '/sections', { section: 'x', position: -1, translations: titles('x') }), 'position');
    expectInvalid(await admin('POST', '/questions', { section_id: '1', translations: texts('x', 'y') }), 'section_id');
    expectInvalid(await admin('POST', '/questions', { section_id: 999999, translations: texts('x', 'y') }), 'section_id');
    expectInvalid(await admin('POST', '/questions', { section_id: before[0]!.id, translations: { ...texts('x', 'y'), fr: { question: 'x', answer: 'a\u0000b' } } }), 'translations.fr.answer');
    expectInvalid(await admin('POST', '/questions', { section_id: before[0]!.id, translations: { ...texts('x', 'y'), es: { question: 'x', answer: 'y'.repeat(4001) } } }), 'translations.es.answer');
    expectInvalid(await admin('PUT', `/questions/${before[0]!.questions[0]!.id}`, { section_id: before[0]!.id, translations: { ...texts('x', 'y'), de: { answer: 'y' } } }), 'translations.de.question');
    expect(await editorFaq()).toEqual(before);
  });
});
