export { RelayPointPicker } from './ui/RelayPointPicker';
export type { RelayPointPickerProps } from './ui/RelayPointPicker';
