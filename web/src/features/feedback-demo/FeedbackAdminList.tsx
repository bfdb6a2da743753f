import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Divider,
  List,
  ListItem,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  DEMO_LIMITS,
  type FeedbackListView,
  type FeedbackView,
  dateTimeFormat,
  numberFormat,
} from '@marketplace/domain';
import type { QueryResult } from '../../shared/api/http';
import { DATE_LOCALES } from '../../shared/i18n/dates';
import { usePageLanguage } from '../../shared/ui/LocalizedLink';
import { FEEDBACK_DEMO_NS } from './i18n';
import { StarRating } from '../../shared/ui/StarRating';

const STARS = [5, 4, 3, 2, 1] as const;

function FeedbackItem({ item }: { item: FeedbackView }) {
  const { t } = useTranslation(FEEDBACK_DEMO_NS);
  const language = usePageLanguage();
  const at = item.createdAt
    ? dateTimeFormat(DATE_LOCALES[language], {
        dateStyle: 'medium',
        timeStyle: 'short',
      }).format(new Date(item.createdAt))
    : '';
  return (
    <ListItem data-testid="feedback-item" sx={{ display: 'block', px: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <StarRating value={item.rating} label={t('form.stars', { count: item.rating })} />
        <Typography variant="body2" color="textSecondary">
          {at}
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          label={t(item.uid ? 'admin.member' : 'admin.visitor')}
        />
        <Chip size="small" variant="outlined" label={t(`admin.languages.${item.language}`)} />
      </Stack>
      <Typography
        sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', mt: 0.5 }}
        color={item.comment ? 'text.primary' : 'text.secondary'}
      >
        {item.comment || t('admin.noComment')}
      </Typography>
    </ListItem>
  );
}

function Figures({ view }: { view: FeedbackListView }) {
  const { t } = useTranslation(FEEDBACK_DEMO_NS);
  const language = usePageLanguage();
  const number = numberFormat(DATE_LOCALES[language], { maximumFractionDigits: 1 });
  return (
    <Stack spacing={1} data-testid="feedback-figures">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {view.average !== null && <StarRating value={view.average} size="medium" />}
        <Typography sx={{ fontWeight: 600 }}>
          {view.average === null
            ? t('admin.noAverage')
            : t('admin.average', { average: number.format(view.average) })}
        </Typography>
      </Stack>
      <Typography color="textSecondary">
        {t('admin.count', { count: view.summary.count })}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
        {STARS.map((stars) => (
          <Chip
            key={stars}
            size="small"
            label={t('admin.byRating', {
              stars: t('form.stars', { count: stars }),
              count: view.summary.byRating[String(stars)] ?? 0,
            })}
          />
        ))}
      </Stack>
    </Stack>
  );
}

/** Admins see what the form received: the figures, then the latest feedback. */
export function FeedbackAdminList({ list }: { list: QueryResult<FeedbackListView> }) {
  const { t } = useTranslation(FEEDBACK_DEMO_NS);
  const { data } = list;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="feedback-admin">
      <Stack
        direction="row"
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}
      >
        <Typography variant="h5" component="h2" gutterBottom>
          {t('admin.title')}
        </Typography>
        <Button onClick={() => void list.refetch().catch(() => {})}>{t('admin.refresh')}</Button>
      </Stack>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {t('admin.intro', { max: DEMO_LIMITS.feedbackList })}
      </Typography>
      {list.status === 'error' && <Alert severity="error">{t('admin.error')}</Alert>}
      {!data && list.status === 'loading' && <CircularProgress aria-label={t('admin.loading')} />}
      {data && (
        <Box>
          <Figures view={data} />
          <Divider sx={{ my: 2 }} />
          {data.items.length === 0 ? (
            <Typography color="textSecondary">{t('admin.empty')}</Typography>
          ) : (
            <List disablePadding>
              {data.items.map((item) => (
                <FeedbackItem key={item.id} item={item} />
              ))}
            </List>
          )}
        </Box>
      )}
    </Paper>
  );
}
