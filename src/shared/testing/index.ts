export { renderWithApp, SEEDED_MESSAGES } from './render';
export type { RenderOptions } from './render';
