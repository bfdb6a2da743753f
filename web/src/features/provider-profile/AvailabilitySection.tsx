import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { parseSlot, WEEKDAYS, type Availability } from '@marketplace/domain';
import { weekdayName } from './format';
import { contentLanguage, PROVIDER_PROFILE_NS } from './i18n';
import { ProfileSection } from './ProfileSection';

/** Days and hours as a plain two-column list with the look of MUI's Typography (body1). */
const Week = styled('dl')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: theme.spacing(3),
  rowGap: theme.spacing(1),
  margin: 0,
  '& > div': { display: 'contents' },
  '& dt, & dd': { ...theme.typography.body1, margin: 0 },
  '& dt': { fontWeight: 600 },
  '& dd.closed': { color: theme.palette.text.secondary },
}));

/** The weekly opening hours, Monday first, days named in the page language. */
export function AvailabilitySection({ availability }: { availability: Availability }) {
  const { t, i18n } = useTranslation(PROVIDER_PROFILE_NS);
  const language = contentLanguage(i18n.language);
  return (
    <ProfileSection title={t('availability.title')} testId="provider-availability">
      <Week>
        {WEEKDAYS.map((day) => {
          const slots = availability[day];
          return (
            <div key={day} data-testid={`availability-${day}`}>
              <dt>{weekdayName(day, language)}</dt>
              <dd className={slots.length ? undefined : 'closed'}>
                {slots.length
                  ? slots
                      .map((slot) => {
                        const times = parseSlot(slot);
                        return times ? t('availability.slot', { ...times }) : slot;
                      })
                      .join(', ')
                  : t('availability.closed')}
              </dd>
            </div>
          );
        })}
      </Week>
    </ProfileSection>
  );
}
