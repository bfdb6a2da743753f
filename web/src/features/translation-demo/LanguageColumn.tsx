import { Divider, Paper, Stack, Typography } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFCFA, type Language, numberFormat, pluralRules } from '@marketplace/domain';
import { DATE_LOCALES, formatDay, formatWeekday } from '../../shared/i18n/dates';
import { TRANSLATION_DEMO_NS } from './i18n';
import type { DemoValues } from './values';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={0.5}>
      <Typography variant="overline" component="h3" color="textSecondary">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/**
 * The samples in one language, whatever the page's: its own `t` (i18next picks that
 * language's plural rules), its number and date formats, and the app's FCFA format.
 */
export function LanguageColumn({ language, values }: { language: Language; values: DemoValues }) {
  const { i18n } = useTranslation();
  const t = useMemo(() => i18n.getFixedT(language, TRANSLATION_DEMO_NS), [i18n, language]);
  const locale = DATE_LOCALES[language];
  const none = t('samples.noValue');
  const line = (id: string, text: string) => (
    <Typography data-testid={`${id}-${language}`}>{text}</Typography>
  );
  const { amount, count, day } = values;
  const counted = (key: string) =>
    count === null ? none : t(key, { count, value: numberFormat(locale).format(count) });

  return (
    <Paper
      variant="outlined"
      lang={language}
      data-testid={`column-${language}`}
      sx={{ p: { xs: 2, sm: 3 }, height: '100%' }}
    >
      <Stack spacing={2} divider={<Divider flexItem />}>
        <Typography variant="h5" component="h2">
          {t('column.language')}
        </Typography>
        <Part title={t('column.plurals')}>
          {line('providers', counted('samples.providers'))}
          {line('reviews', counted('samples.reviews'))}
          {count !== null &&
            line(
              'category',
              t('samples.category', { category: pluralRules(locale).select(count) }),
            )}
        </Part>
        <Part title={t('column.money')}>
          {line(
            'price',
            amount === null ? none : t('samples.price', { amount: formatFCFA(amount) }),
          )}
          {line(
            'number',
            amount === null
              ? none
              : t('samples.number', { value: numberFormat(locale).format(amount) }),
          )}
          <Typography variant="body2" color="textSecondary">
            {t('samples.fcfaNote')}
          </Typography>
        </Part>
        <Part title={t('column.dates')}>
          {line('day', day === null ? none : t('samples.day', { date: formatDay(day, language) }))}
          {line(
            'weekday',
            day === null ? none : t('samples.weekday', { date: formatWeekday(day, language) }),
          )}
        </Part>
        <Part title={t('column.interface')}>
          {line('search', t('samples.search'))}
          {line('book', t('samples.book'))}
        </Part>
      </Stack>
    </Paper>
  );
}
