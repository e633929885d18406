export { SessionProvider } from './ui/SessionProvider';
export { sessionMachine } from './model/machine';
export type { SessionMachine, SessionInput, DataLayer } from './model/machine';
export { createSessionService } from './model/service';
export type { SessionService } from './model/service';
export { appSession, appSessionLogic } from './model/app-session';
export { sessionSampleEvents, sessionSampleInputs } from './model/sample-events';
export type { SessionSampleEvent } from './model/sample-events';
