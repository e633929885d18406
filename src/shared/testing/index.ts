export { renderWithApp, SEEDED_MESSAGES, translator } from './render';
export type { RenderOptions } from './render';
export { dataLayerEntries, forgetTracking } from './tracking';
export type { DataLayerEntry } from './tracking';
