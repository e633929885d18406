export { ContactForm } from './ui/ContactForm';
export type { ContactFormProps } from './ui/ContactForm';
export { contactFormMachine, contactGuards, missingFields } from './model/machine';
export type { ContactContext, ContactEvent, ContactFields, ContactFormMachine, ContactFormState, ContactInput, SupportTicketReceipt, TicketToSend } from './model/machine';
export { addFiles, attachmentTypeOf, readChosenFiles } from './model/attachments';
export type { ChosenFile, FileRefusal } from './model/attachments';
export { fieldErrorsOf } from './model/problem';
export type { ContactField, FieldErrors, FieldProblem } from './model/problem';
export { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES, MAX_ATTACHMENTS, SUPPORT_OBJECTS } from './config/limits';
export type { AttachmentType, SupportObject } from './config/limits';
export {
  contactSampleEvents,
  contactSampleInputs,
  sampleReceipt,
  sampleRefusedEmail,
  sampleSendFailure,
  sampleTooManyTickets,
  samplePdf,
  samplePhoto,
  sampleText,
} from './model/sample-events';
export type { ContactSampleEvent } from './model/sample-events';
