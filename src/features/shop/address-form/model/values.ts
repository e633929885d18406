import type { AddressInput, PostcodeProblem, ShippingCountry } from '@/entities/address';
import { postcodeProblem } from '@/entities/address';
import type { Client } from '@/entities/session';
import { isProblem } from '@/shared/api';

export type AddressField = 'firstname' | 'lastname' | 'street' | 'street_complement' | 'postcode' | 'city' | 'country_code' | 'phone';
export type AddressValues = Record<Exclude<AddressField, 'country_code'>, string> & { country_code: ShippingCountry };

/** What is wrong with a field: missing, a postcode that breaks its country's rule, a phone that is not one. */
export type FieldError = 'missing' | 'phone' | PostcodeProblem;
export type AddressErrors = Partial<Record<AddressField, FieldError>>;

/** The fields an address cannot do without (seed 001 section 5), in the form's order. */
export const REQUIRED_FIELDS = ['street', 'postcode', 'city', 'country_code', 'phone'] as const satisfies readonly AddressField[];

/** A new address starts with the client's name, phone and country. */
export function initialValues(client: Client | null): AddressValues {
  return {
    firstname: client?.firstname ?? '',
    lastname: client?.lastname ?? '',
    street: '',
    street_complement: '',
    postcode: '',
    city: '',
    country_code: client?.country ?? 'FR',
    phone: client?.phone ?? '',
  };
}

export function postcodeError(values: AddressValues): PostcodeProblem | null {
  return values.postcode.trim() ? postcodeProblem(values.country_code, values.postcode) : null;
}

/** The required fields left blank, then the postcode rule. */
export function addressErrors(values: AddressValues): AddressErrors {
  const errors: AddressErrors = Object.fromEntries(REQUIRED_FIELDS.filter((field) => !values[field].trim()).map((field) => [field, 'missing']));
  const postcode = postcodeError(values);
  if (postcode) errors.postcode = postcode;
  return errors;
}

export function addressInput(values: AddressValues): AddressInput {
  const optional = (value: string) => value.trim() || null;
  return {
    firstname: optional(values.firstname),
    lastname: optional(values.lastname),
    street: values.street.trim(),
    street_complement: optional(values.street_complement),
    postcode: values.postcode.trim(),
    city: values.city.trim(),
    country_code: values.country_code,
    phone: values.phone.trim(),
  };
}

const FIELDS: readonly string[] = ['firstname', 'lastname', 'street', 'street_complement', 'postcode', 'city', 'country_code', 'phone'];
/** The server's detail when required fields are missing (seed 001 section 5). */
const REQUIRED_DETAIL = 'You need to include all the required fields';

/** The fields a refusal of the server names, with what is wrong; null when the form cannot tell the client what to fix. */
export function refusedFields(error: unknown, values: AddressValues): AddressErrors | null {
  if (!isProblem(error) || error.status !== 400) return null;
  const named = (error.errors ?? []).map((entry) => entry.field).filter((field): field is AddressField => FIELDS.includes(field));
  const found = named.map((field): [AddressField, FieldError | null] => {
    if (error.detail === REQUIRED_DETAIL || !values[field].trim()) return [field, 'missing'];
    if (field === 'phone') return [field, 'phone'];
    return [field, field === 'postcode' ? postcodeError(values) : null];
  });
  return found.length && found.every(([, problem]) => problem) ? Object.fromEntries(found) : null;
}
