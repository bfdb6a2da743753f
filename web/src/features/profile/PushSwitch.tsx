import { Alert, Box, FormControlLabel, Switch, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROFILE_NS } from './i18n';
import { disablePush, enablePush, pushEnabledHere } from './push';

type Status = 'idle' | 'working' | 'denied' | 'unavailable' | 'failed';

/** "Push notifications on this device": a setting of this browser, not of the account. */
export function PushSwitch({ uid, vapidKey }: { uid: string; vapidKey: string }) {
  const { t } = useTranslation(PROFILE_NS);
  const descriptionId = `${useId()}-description`;
  const [enabled, setEnabled] = useState(() => pushEnabledHere(uid));
  const [status, setStatus] = useState<Status>('idle');

  const change = async (on: boolean) => {
    setStatus('working');
    try {
      if (on) {
        const outcome = await enablePush(uid, vapidKey);
        if (outcome !== 'enabled') {
          setStatus(outcome);
          return;
        }
      } else {
        await disablePush(uid);
      }
      setEnabled(on);
      setStatus('idle');
    } catch (error) {
      console.warn('Web push could not be changed', error);
      setStatus('failed');
    }
  };

  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            name="push"
            checked={enabled}
            disabled={status === 'working'}
            onChange={(event) => void change(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': descriptionId } }}
          />
        }
        label={t('settings.push.label')}
      />
      <Typography id={descriptionId} variant="body2" color="textSecondary" sx={{ pl: 6.5 }}>
        {t('settings.push.description')}
      </Typography>
      {(status === 'denied' || status === 'unavailable' || status === 'failed') && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {t(`settings.push.${status}`)}
        </Alert>
      )}
    </Box>
  );
}
