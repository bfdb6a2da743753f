import {
  Alert,
  Box,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROFILE_VISIBILITIES, type UserSettings } from '@marketplace/domain';
import { AccountGate, CompleteProfileNotice } from './AccountGate';
import { DeleteAccountSection } from './DeleteAccountSection';
import { ProfilePageFrame, ProfileSection } from './ProfileLayout';
import { saveSetting } from './api';
import { PROFILE_NS } from './i18n';
import { pushVapidKey } from './push';
import { PushSwitch } from './PushSwitch';

type BooleanSetting = {
  [K in keyof UserSettings]: UserSettings[K] extends boolean ? K : never;
}[keyof UserSettings];

const NOTIFICATION_SETTINGS: BooleanSetting[] = [
  'emailNotifications',
  'smsNotifications',
  'reservationReminders',
  'marketingEmails',
];
const PRIVACY_SETTINGS: BooleanSetting[] = ['shareActivityHistory', 'locationAccess'];

type SaveStatus = 'idle' | 'saving' | 'saved' | 'error';

function SettingSwitch({
  name,
  checked,
  onChange,
}: {
  name: BooleanSetting;
  checked: boolean;
  onChange: (value: boolean) => void;
}) {
  const { t } = useTranslation(PROFILE_NS);
  const descriptionId = `${useId()}-description`;
  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            name={name}
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': descriptionId } }}
          />
        }
        label={t(`settings.${name}.label`)}
      />
      <Typography id={descriptionId} variant="body2" color="textSecondary" sx={{ pl: 6.5 }}>
        {t(`settings.${name}.description`)}
      </Typography>
    </Box>
  );
}

function SettingsForm({ uid, settings }: { uid: string; settings: UserSettings }) {
  const { t } = useTranslation(PROFILE_NS);
  const visibilityLabelId = useId();
  // Values being saved show at once; the live document takes over when the save settles.
  const [pending, setPending] = useState<Partial<UserSettings>>({});
  const [status, setStatus] = useState<SaveStatus>('idle');
  const latest = useRef({ bySetting: new Map<keyof UserSettings, number>(), overall: 0 });
  const current: UserSettings = { ...settings, ...pending };
  // Without a VAPID key (or in a browser without push) the switch is not offered at all.
  const [vapidKey] = useState(pushVapidKey);

  const change = async <K extends keyof UserSettings>(key: K, value: UserSettings[K]) => {
    const request = latest.current.overall + 1;
    latest.current.overall = request;
    latest.current.bySetting.set(key, request);
    setPending((values) => ({ ...values, [key]: value }));
    setStatus('saving');
    let outcome: SaveStatus;
    try {
      await saveSetting(uid, key, value);
      outcome = 'saved';
    } catch {
      outcome = 'error';
    }
    if (latest.current.bySetting.get(key) === request) {
      setPending(({ [key]: _settled, ...others }) => others);
    }
    if (latest.current.overall === request) setStatus(outcome);
  };

  return (
    <Stack spacing={3}>
      <Box role="status" aria-live="polite" sx={{ minHeight: 48 }}>
        {status === 'saving' && (
          <Typography color="textSecondary">{t('settings.saving')}</Typography>
        )}
        {status === 'saved' && <Alert severity="success">{t('settings.saved')}</Alert>}
      </Box>
      {status === 'error' && <Alert severity="error">{t('settings.saveError')}</Alert>}

      <ProfileSection title={t('settings.notifications')}>
        <Stack spacing={2}>
          {NOTIFICATION_SETTINGS.map((name) => (
            <SettingSwitch
              key={name}
              name={name}
              checked={current[name]}
              onChange={(value) => void change(name, value)}
            />
          ))}
          {vapidKey && <PushSwitch uid={uid} vapidKey={vapidKey} />}
        </Stack>
      </ProfileSection>

      <ProfileSection title={t('settings.privacy')}>
        <Stack spacing={2}>
          <FormControl>
            <FormLabel id={visibilityLabelId}>{t('settings.profileVisibility.label')}</FormLabel>
            <RadioGroup
              aria-labelledby={visibilityLabelId}
              name="profileVisibility"
              value={current.profileVisibility}
              onChange={(_event, value) => {
                const visibility = PROFILE_VISIBILITIES.find((candidate) => candidate === value);
                if (visibility) void change('profileVisibility', visibility);
              }}
            >
              {PROFILE_VISIBILITIES.map((visibility) => (
                <Box key={visibility} sx={{ mt: 1 }}>
                  <FormControlLabel
                    value={visibility}
                    control={
                      <Radio
                        slotProps={{
                          input: { 'aria-describedby': `${visibilityLabelId}-${visibility}` },
                        }}
                      />
                    }
                    label={t(`settings.profileVisibility.${visibility}`)}
                  />
                  <Typography
                    id={`${visibilityLabelId}-${visibility}`}
                    variant="body2"
                    color="textSecondary"
                    sx={{ pl: 4 }}
                  >
                    {t(`settings.profileVisibility.${visibility}Description`)}
                  </Typography>
                </Box>
              ))}
            </RadioGroup>
          </FormControl>
          {PRIVACY_SETTINGS.map((name) => (
            <SettingSwitch
              key={name}
              name={name}
              checked={current[name]}
              onChange={(value) => void change(name, value)}
            />
          ))}
        </Stack>
      </ProfileSection>
    </Stack>
  );
}

/** /settings: the seven settings of spec §3, each saved to `users/{uid}.settings` on change. */
export default function SettingsPage() {
  const { t } = useTranslation(PROFILE_NS);
  return (
    <ProfilePageFrame title={t('settings.title')} intro={t('settings.intro')}>
      <AccountGate>
        {({ uid, user, session }) => (
          <Stack spacing={3}>
            {user ? (
              <SettingsForm key={uid} uid={uid} settings={user.settings} />
            ) : (
              <CompleteProfileNotice />
            )}
            <DeleteAccountSection email={session.email} />
          </Stack>
        )}
      </AccountGate>
    </ProfilePageFrame>
  );
}
