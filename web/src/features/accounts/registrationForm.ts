import { registrationSchema, VALIDATION } from '@marketplace/domain';
import { fieldErrors } from './formErrors';

/** The registration form as typed (spec §3 "User (registration texts)", §5). */
export interface RegistrationForm {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  location: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

/** In the order of the form, to focus the first invalid one. */
export const REGISTRATION_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'location',
  'password',
  'confirmPassword',
  'acceptTerms',
] as const satisfies ReadonlyArray<keyof RegistrationForm>;

/** firestore.rules stores at most 20 characters of phone (`text(data.phone, 20)`). */
export const MAX_STORED_PHONE_LENGTH = 20;

/** Each field's message key (common namespace), from `registrationSchema`. */
export function registrationErrors(
  form: RegistrationForm,
): Partial<Record<keyof RegistrationForm, string>> {
  const result = registrationSchema.safeParse(form);
  const errors = result.success ? {} : fieldErrors<keyof RegistrationForm>(result.error.issues);
  // zod checks the confirmation only once every field is valid: say it as soon as it is typed.
  if (!errors.confirmPassword && form.confirmPassword && form.confirmPassword !== form.password) {
    errors.confirmPassword = VALIDATION.passwordsDontMatch;
  }
  if (!errors.phone && form.phone.trim().length > MAX_STORED_PHONE_LENGTH) {
    errors.phone = VALIDATION.invalidPhone;
  }
  return errors;
}
