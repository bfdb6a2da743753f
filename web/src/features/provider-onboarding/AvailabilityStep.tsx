import {
  Box,
  Button,
  Divider,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PROVIDER_LIMITS, WEEKDAYS } from '@marketplace/domain';
import { DEFAULT_SLOT, type SlotDraft, type Weekday } from './draft';
import { fieldId, type StepProps } from './formKit';
import { ONBOARDING_NS } from './namespace';

/** Step 5 (complete form): opening hours per day, each day off or with 1–3 time slots. */
export function AvailabilityStep({ draft, change, message }: StepProps) {
  const { t } = useTranslation(ONBOARDING_NS);

  const setSlots = (day: Weekday, slots: (current: SlotDraft[]) => SlotDraft[], path: string) =>
    change(
      (current) => ({
        ...current,
        availability: { ...current.availability, [day]: slots(current.availability[day]) },
      }),
      path,
    );

  return (
    <Stack spacing={2}>
      <Typography color="textSecondary">{t('availability.intro')}</Typography>
      <Stack divider={<Divider flexItem />} spacing={1.5}>
        {WEEKDAYS.map((day) => {
          const slots = draft.availability[day];
          const dayName = t(`availability.days.${day}`);
          return (
            <Box
              key={day}
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
              data-testid={`day-${day}`}
            >
              <FormControlLabel
                sx={{ minWidth: 160, mt: 1 }}
                control={
                  <Switch
                    checked={slots.length > 0}
                    onChange={(event) =>
                      setSlots(
                        day,
                        () => (event.target.checked ? [DEFAULT_SLOT] : []),
                        `availability.${day}`,
                      )
                    }
                  />
                }
                label={dayName}
              />
              {slots.length === 0 ? (
                <Typography color="textSecondary" sx={{ mt: 1.5 }}>
                  {t('availability.closed')}
                </Typography>
              ) : (
                <Stack spacing={1} sx={{ flexGrow: 1 }}>
                  {slots.map((slot, index) => {
                    const path = `availability.${day}.${index}`;
                    const startError = message(`${path}.start`);
                    const endError = message(`${path}.end`);
                    const time = (key: 'start' | 'end', label: string, error?: string) => (
                      <TextField
                        id={fieldId(`${path}.${key}`)}
                        label={`${label} (${dayName})`}
                        type="time"
                        size="small"
                        value={slot[key]}
                        onChange={(event) => {
                          const { value } = event.target;
                          setSlots(
                            day,
                            (current) =>
                              current.map((item, at) =>
                                at === index ? { ...item, [key]: value } : item,
                              ),
                            `${path}.${key}`,
                          );
                        }}
                        error={error !== undefined}
                        helperText={error}
                        slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
                      />
                    );
                    return (
                      <Stack
                        key={index}
                        direction="row"
                        spacing={1}
                        sx={{ alignItems: 'flex-start' }}
                      >
                        {time('start', t('availability.start'), startError)}
                        {time('end', t('availability.end'), endError)}
                        {slots.length > 1 && (
                          <Button
                            size="small"
                            color="error"
                            onClick={() =>
                              setSlots(
                                day,
                                (current) => current.filter((_, at) => at !== index),
                                path,
                              )
                            }
                          >
                            {t('availability.removeSlot')}
                          </Button>
                        )}
                      </Stack>
                    );
                  })}
                  {slots.length < PROVIDER_LIMITS.slotsPerDay && (
                    <Button
                      size="small"
                      sx={{ alignSelf: 'flex-start' }}
                      onClick={() =>
                        setSlots(
                          day,
                          (current) => [...current, { start: '', end: '' }],
                          `availability.${day}`,
                        )
                      }
                    >
                      {t('availability.addSlot')}
                    </Button>
                  )}
                </Stack>
              )}
            </Box>
          );
        })}
      </Stack>
    </Stack>
  );
}
