import type { SnapshotFrom } from 'xstate';
import type { PasswordResetMachine } from './machine';

type Snapshot = SnapshotFrom<PasswordResetMachine>;

/** The state as `request.sending`, `newPassword.done`, ... */
export const selectResetState = (snapshot: Snapshot) => {
  const value = snapshot.value as string | Record<string, string>;
  return typeof value === 'string' ? value : Object.entries(value).map(([parent, child]) => `${parent}.${child}`)[0]!;
};
export const selectEmail = (snapshot: Snapshot) => snapshot.context.email;
export const selectEmailError = (snapshot: Snapshot) => snapshot.context.emailError;
export const selectPassword = (snapshot: Snapshot) => snapshot.context.password;
export const selectConfirmation = (snapshot: Snapshot) => snapshot.context.confirmation;
export const selectPasswordErrors = (snapshot: Snapshot) => snapshot.context.passwordErrors;
