import { describe, expect, it } from 'vitest';
import { sampleClient } from '@/entities/session';
import { changedFields, patchErrors, refusedFields, savedStatus, saveFailure, valuesOf } from './changes';

const client = sampleClient({ phone: '06 12 34 56 78', is_optin_kid: true });

describe('changedFields', () => {
  it('sends nothing when nothing changed', () => {
    expect(changedFields(client, valuesOf(client))).toEqual({});
    expect(changedFields(client, { ...valuesOf(client), firstname: ' Claire ' })).toEqual({});
  });

  it('sends only what changed, trimmed, and an emptied phone as null', () => {
    expect(changedFields(client, { ...valuesOf(client), lastname: 'Martin-Dubois ', phone: '', optinKid: false, optinWoman: true })).toEqual({
      lastname: 'Martin-Dubois',
      phone: null,
      is_optin_kid: false,
      is_optin_woman: true,
    });
  });

  it('counts a name typed for a client who had none as a change', () => {
    expect(changedFields(sampleClient({ firstname: null }), { ...valuesOf(sampleClient({ firstname: null })), firstname: 'Léa' })).toEqual({ firstname: 'Léa' });
  });
});

describe('patchErrors', () => {
  it('refuses an emptied name, a bad address and a bad phone number', () => {
    expect(patchErrors({ firstname: '', email: 'claire@', phone: 'call me' })).toEqual({ firstname: 'required', email: 'invalid', phone: 'invalid' });
    expect(patchErrors({ lastname: 'x'.repeat(81) })).toEqual({ lastname: 'invalid' });
    expect(patchErrors({ email: 'claire@gmail.com', phone: '+33 6 12 34 56 78' })).toEqual({});
  });
});

describe('refusedFields', () => {
  it('puts a 400 on the fields it names', () => {
    expect(refusedFields({ type: 'VALIDATION_FAILED', title: 'Invalid', status: 400, errors: [{ field: 'phone', detail: 'pattern' }] })).toEqual({ phone: 'invalid' });
  });

  it('has no field for other failures', () => {
    expect(refusedFields({ type: 'VALIDATION_FAILED', title: 'Invalid', status: 400, errors: [{ field: 'locale', detail: 'enum' }] })).toBeNull();
    expect(refusedFields({ type: 'SERVICE_UNAVAILABLE', title: 'Down', status: 503 })).toBeNull();
    expect(refusedFields(new TypeError('Failed to fetch'))).toBeNull();
  });
});

describe('savedStatus', () => {
  it('names the new address a link was mailed to, and only when the save sent one', () => {
    const waiting = sampleClient({ pending_email: 'claire@gmail.com' });
    expect(savedStatus({ email: 'claire@gmail.com' }, waiting)).toEqual({ kind: 'saved', emailSent: 'claire@gmail.com' });
    expect(savedStatus({ firstname: 'Claire' }, waiting)).toEqual({ kind: 'saved', emailSent: null });
    expect(savedStatus({ email: 'claire.martin@example.fr' }, sampleClient())).toEqual({ kind: 'saved', emailSent: null });
  });
});

describe('saveFailure', () => {
  it('puts refusals on their fields', () => {
    expect(saveFailure({ type: 'VALIDATION_FAILED', title: 'Invalid', status: 400, errors: [{ field: 'email', detail: 'format' }] })).toEqual({ errors: { email: 'invalid' } });
  });

  it('tells too many email changes, with the wait in minutes, from a failure', () => {
    expect(saveFailure({ type: 'TOO_MANY_ATTEMPTS', title: 'Too many attempts', status: 429, retry_after: 3599 })).toEqual({ status: { kind: 'tooManyAttempts', minutes: 60 } });
    expect(saveFailure({ type: 'SERVICE_UNAVAILABLE', title: 'Down', status: 503 })).toEqual({ status: { kind: 'failed' } });
    expect(saveFailure(new TypeError('Failed to fetch'))).toEqual({ status: { kind: 'failed' } });
  });
});
