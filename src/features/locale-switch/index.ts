export { LocaleSwitcher } from './ui/LocaleSwitcher';
export type { LocaleSwitcherProps } from './ui/LocaleSwitcher';
export { pathInLocale, selectedPair, rememberPair } from './model/switch';
export { localeSwitchMachine, localeSwitchGuards } from './model/machine';
export type { LocaleSwitchMachine, LocaleSwitchContext, LocaleSwitchEvent, LocaleChoice } from './model/machine';
export { appLocaleSwitchLogic, LOCALE_CONTENT_PREFIXES } from './model/app-locale-switch';
export type { LocaleSwitchActor } from './model/app-locale-switch';
export { localeSwitchSampleEvents } from './model/sample-events';
export type { LocaleSwitchSampleEvent } from './model/sample-events';
