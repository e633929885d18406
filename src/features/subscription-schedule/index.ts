export { SubscriptionSchedule } from './ui/SubscriptionSchedule';
export type { SubscriptionScheduleProps } from './ui/SubscriptionSchedule';
export { subscriptionScheduleMachine, scheduleGuards, plannedAfter } from './model/machine';
export type {
  ReactivateCall,
  PauseCall,
  ResumeCall,
  ScheduleChange,
  ScheduleContext,
  ScheduleEvent,
  ScheduleInput,
  ScheduleState,
  SubscriptionScheduleMachine,
  UpdateCall,
} from './model/machine';
export { MISSING_PAYLOAD, scheduleFailure, failureMessageKey } from './model/failure';
export type { ScheduleFailure } from './model/failure';
export { sampleSaved, sampleFailures, subscriptionScheduleSampleEvents, subscriptionScheduleSampleInputs } from './model/sample-events';
export type { ScheduleSampleEvent } from './model/sample-events';
