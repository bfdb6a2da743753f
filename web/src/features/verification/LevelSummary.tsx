import { Chip, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { VerificationView } from '@marketplace/domain';
import { formatInstantDay } from './format';
import { pageLanguage, VERIFICATION_NS } from './i18n';

const COLORS = { verified: 'success', in_progress: 'info', unverified: 'default' } as const;
const TEXTS = {
  verified: 'level.verifiedText',
  in_progress: 'level.inProgressText',
  unverified: 'level.unverifiedText',
} as const;

/** The overall level (verified with its date, in progress, unverified) and what is missing. */
export function LevelSummary({ view }: { view: VerificationView }) {
  const { t, i18n } = useTranslation(VERIFICATION_NS);
  const language = pageLanguage(i18n.language);
  const label =
    view.level === 'verified' && view.verifiedAt
      ? t('level.verifiedOn', { date: formatInstantDay(view.verifiedAt, language) })
      : t(`level.${view.level}`);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="verification-level-title"
      sx={{ p: { xs: 2, md: 3 } }}
      data-testid="verification-level"
    >
      <Stack spacing={1.5}>
        <Typography variant="h6" component="h2" id="verification-level-title">
          {t('level.title')}
        </Typography>
        <Chip
          color={COLORS[view.level]}
          label={label}
          sx={{ alignSelf: 'start' }}
          data-testid="level-chip"
          data-level={view.level}
        />
        <Typography variant="body2">{t(TEXTS[view.level])}</Typography>
        {view.level !== 'verified' && view.missing.length > 0 && (
          <>
            <Typography variant="subtitle2" component="h3">
              {t('level.missingTitle')}
            </Typography>
            <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 3 }} data-testid="missing">
              {view.missing.map((item) => (
                <Typography component="li" variant="body2" key={item}>
                  {t(`level.missing.${item}`)}
                </Typography>
              ))}
            </Stack>
          </>
        )}
      </Stack>
    </Paper>
  );
}
