export { LocaleSwitcher } from './ui/LocaleSwitcher';
export { pathInLocale, selectedPair, rememberPair } from './model/switch';
