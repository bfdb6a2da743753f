import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { parseSlot, WEEKDAYS, type Availability } from '@marketplace/domain';
import { weekdayName } from './format';
import { contentLanguage, PROVIDER_PROFILE_NS } from './i18n';
import { ProfileSection } from './ProfileSection';

/** The weekly opening hours, Monday first, days named in the page language. */
export function AvailabilitySection({ availability }: { availability: Availability }) {
  const { t, i18n } = useTranslation(PROVIDER_PROFILE_NS);
  const language = contentLanguage(i18n.language);
  return (
    <ProfileSection title={t('availability.title')} testId="provider-availability">
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          columnGap: 3,
          rowGap: 1,
          m: 0,
        }}
      >
        {WEEKDAYS.map((day) => {
          const slots = availability[day];
          return (
            <Box key={day} sx={{ display: 'contents' }} data-testid={`availability-${day}`}>
              <Typography component="dt" sx={{ fontWeight: 600 }}>
                {weekdayName(day, language)}
              </Typography>
              <Typography
                component="dd"
                sx={{ m: 0 }}
                color={slots.length ? 'text.primary' : 'text.secondary'}
              >
                {slots.length
                  ? slots
                      .map((slot) => {
                        const times = parseSlot(slot);
                        return times ? t('availability.slot', { ...times }) : slot;
                      })
                      .join(', ')
                  : t('availability.closed')}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </ProfileSection>
  );
}
