export { renderWithApp, SEEDED_MESSAGES, translator } from './render';
export type { RenderOptions } from './render';
