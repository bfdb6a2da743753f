import { Alert, Button, Grid, Stack, TextField, Typography } from '@mui/material';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  COUNTRY_CODES_BY_NAME,
  COUNTRY_NAMES,
  GENDERS,
  newUserDocument,
} from '@marketplace/domain';
import { notifyAuthUpdated } from '../../shared/api/authEvents';
import { localizedPath } from '../../shared/i18n/language';
import type { FieldErrors } from '../../shared/forms/fieldErrors';
import { COMMON_NS } from '../../shared/i18n';
import { LocalizedLink, usePageLanguage } from '../../shared/ui/LocalizedLink';
import { AccountGate, type Account } from './AccountGate';
import { ProfilePageFrame, ProfileSection } from './ProfileLayout';
import { createAccount, saveProfile } from './api';
import { AvatarUploader } from './AvatarUploader';
import { contentLanguage, PROFILE_NS } from './i18n';
import {
  BIO_MAX_LENGTH,
  formValuesOf,
  SOCIAL_NETWORKS,
  valueAt,
  withValue,
  type ProfileFieldPath,
  type ProfileFormValues,
} from './profileForm';

type SubmitStatus = 'idle' | 'saving' | 'invalid' | 'error';

/** Form order, to focus the first field to correct. */
const FIELD_ORDER: ProfileFieldPath[] = [
  'firstName',
  'lastName',
  'dateOfBirth',
  'gender',
  'phone',
  'address',
  'city',
  'country',
  'bio',
  'website',
  ...SOCIAL_NETWORKS.map((network) => `socialMedia.${network}` as const),
];

const inputId = (path: ProfileFieldPath) => `profile-${path.replace('.', '-')}`;

/** The form's first values: the account's, or for an account to complete, the session's names. */
function initialValues({ session, user }: Account): ProfileFormValues {
  return formValuesOf(
    user ??
      newUserDocument({
        firstName: session.firstName ?? '',
        lastName: session.lastName ?? '',
        email: session.email ?? '',
      }),
  );
}

function ProfileForm({ account }: { account: Account }) {
  const { uid, session, user } = account;
  const { t, i18n } = useTranslation(PROFILE_NS);
  const language = contentLanguage(i18n.language);
  const pageLanguage = usePageLanguage();
  const navigate = useNavigate();
  // Taken once: later live updates never overwrite what is being typed.
  const [values, setValues] = useState<ProfileFormValues>(() => initialValues(account));
  const [errors, setErrors] = useState<FieldErrors<ProfileFieldPath>>({});
  const [status, setStatus] = useState<SubmitStatus>('idle');
  const saving = status === 'saving';

  const countries = COUNTRY_CODES_BY_NAME[language];

  const setValue = (path: ProfileFieldPath, value: string) => {
    setValues((current) => withValue(current, path, value));
    setErrors((current) => {
      if (!current[path]) return current;
      const { [path]: _corrected, ...rest } = current;
      return rest;
    });
  };

  const messageOf = (path: ProfileFieldPath) => {
    const error = errors[path];
    return error ? t(error.key, { ns: COMMON_NS, ...error.values }) : undefined;
  };

  /** The common props of a field: label, value, change, and its message when invalid. */
  const field = (path: ProfileFieldPath, label: string, help?: string) => {
    const message = messageOf(path);
    return {
      id: inputId(path),
      name: path,
      label,
      value: valueAt(values, path),
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        setValue(path, event.target.value),
      error: message !== undefined,
      helperText: message ?? help,
      fullWidth: true,
    };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Enter in a field submits too: one save at a time.
    if (saving) return;
    setStatus('saving');
    try {
      const { validateProfile } = await import('./converters');
      const result = validateProfile(values);
      if (!result.ok) {
        setErrors(result.errors);
        setStatus('invalid');
        const first = FIELD_ORDER.find((path) => result.errors[path]);
        if (first) document.getElementById(inputId(first))?.focus();
        return;
      }
      setErrors({});
      if (user) await saveProfile(uid, result.fields);
      else await createAccount(uid, session.email ?? '', result.fields);
    } catch {
      // Nothing typed is lost: the form stays as it is.
      setStatus('error');
      return;
    }
    // The header shows the name and avatar letter: refresh it.
    notifyAuthUpdated().catch(() => undefined);
    navigate(localizedPath('/profile', pageLanguage));
  };

  return (
    <Stack spacing={3}>
      <ProfileSection title={t('avatar.title')}>
        {user ? (
          <AvatarUploader user={user} />
        ) : (
          <Typography color="textSecondary">{t('avatar.afterSave')}</Typography>
        )}
      </ProfileSection>

      <Stack
        component="form"
        spacing={3}
        noValidate
        aria-label={t('edit.formLabel')}
        onSubmit={(event) => void submit(event)}
      >
        <ProfileSection title={t('edit.identity')}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                {...field('firstName', t('fields.firstName'))}
                required
                autoComplete="given-name"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                {...field('lastName', t('fields.lastName'))}
                required
                autoComplete="family-name"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                {...field('dateOfBirth', t('fields.dateOfBirth'))}
                type="date"
                autoComplete="bday"
                slotProps={{
                  inputLabel: { shrink: true },
                  htmlInput: { max: new Date().toISOString().slice(0, 10) },
                }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                {...field('gender', t('fields.gender'))}
                select
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                <option value="">{t('edit.noGender')}</option>
                {GENDERS.map((gender) => (
                  <option key={gender} value={gender}>
                    {t(`genders.${gender}`)}
                  </option>
                ))}
              </TextField>
            </Grid>
          </Grid>
        </ProfileSection>

        <ProfileSection title={t('edit.contact')}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                {...field('phone', t('fields.phone'), t('edit.phoneHelp'))}
                type="tel"
                autoComplete="tel"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField {...field('address', t('fields.address'))} autoComplete="street-address" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField {...field('city', t('fields.city'))} autoComplete="address-level2" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                {...field('country', t('fields.country'))}
                select
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                <option value="">{t('edit.chooseCountry')}</option>
                {countries.map((code) => (
                  <option key={code} value={code}>
                    {COUNTRY_NAMES[code][language]}
                  </option>
                ))}
              </TextField>
            </Grid>
          </Grid>
        </ProfileSection>

        <ProfileSection title={t('edit.about')}>
          <Stack spacing={2}>
            <TextField
              {...field(
                'bio',
                t('fields.bio'),
                t('edit.bioHelp', { count: values.bio.length, max: BIO_MAX_LENGTH }),
              )}
              multiline
              minRows={3}
            />
            <TextField
              {...field('website', t('fields.website'), t('edit.urlHelp'))}
              type="url"
              autoComplete="url"
            />
          </Stack>
        </ProfileSection>

        <ProfileSection title={t('edit.social')}>
          <Grid container spacing={2}>
            {SOCIAL_NETWORKS.map((network) => (
              <Grid key={network} size={{ xs: 12, sm: 6 }}>
                <TextField
                  {...field(`socialMedia.${network}`, t(`fields.${network}`))}
                  type="url"
                />
              </Grid>
            ))}
          </Grid>
        </ProfileSection>

        {status === 'invalid' && <Alert severity="error">{t('edit.invalid')}</Alert>}
        {status === 'error' && <Alert severity="error">{t('edit.saveError')}</Alert>}

        <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
          <Button component={LocalizedLink} to="/profile" disabled={saving}>
            {t('edit.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? t('edit.saving') : t('edit.save')}
          </Button>
        </Stack>
      </Stack>
    </Stack>
  );
}

/** /profile/edit: every profile field, validated with `profileFieldsSchema`, and the photo. */
export default function ProfileEditPage() {
  const { t } = useTranslation(PROFILE_NS);
  return (
    <ProfilePageFrame title={t('edit.title')} intro={t('edit.intro')}>
      <AccountGate>
        {(account) => (
          <ProfileForm
            // A new form when the account appears (completed elsewhere) or changes hands.
            key={`${account.uid}:${account.user ? 'account' : 'new'}`}
            account={account}
          />
        )}
      </AccountGate>
    </ProfilePageFrame>
  );
}
