export { PasswordReset } from './ui/PasswordReset';
export type { PasswordResetProps } from './ui/PasswordReset';
export { passwordResetMachine } from './model/machine';
export type { PasswordResetContext, PasswordResetEvent, PasswordResetInput, PasswordResetMachine, ResetPasswordInput } from './model/machine';
export { passwordResetSampleEvents, passwordResetSampleInputs } from './model/sample-events';
export type { PasswordResetSampleEvent } from './model/sample-events';
