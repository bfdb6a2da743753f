import { Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFCFA, OPEN_RESPONSE_STATUSES } from '@marketplace/domain';
import { usePageLanguage } from '../../shared/ui/LocalizedLink';
import { formatDay } from '../../shared/i18n/dates';
import { formatDate, formatDateTime, statusColorOf, statusKeyOf } from './format';
import { PROVIDER_QUOTES_NS } from './i18n';
import type { InboxItem } from './model';

export const isOpenQuote = (status: InboxItem['status']) =>
  (OPEN_RESPONSE_STATUSES as readonly string[]).includes(status);

/** "Vu le 12 mars 2025 à 14:30" or "Pas encore vu": whether the customer read the quote. */
export function useSeenText() {
  const { t } = useTranslation(PROVIDER_QUOTES_NS);
  const language = usePageLanguage();
  return (item: Pick<InboxItem, 'seenAt'>) =>
    item.seenAt
      ? t('item.seenOn', { date: formatDateTime(item.seenAt, language) })
      : t('item.notSeen');
}

/** One entry of the inbox: the request's summary, and the provider's quote when there is one. */
export function InboxCard({
  item,
  title,
  onOpen,
}: {
  item: InboxItem;
  title: string;
  onOpen: () => void;
}) {
  const { t } = useTranslation(PROVIDER_QUOTES_NS);
  const language = usePageLanguage();
  const seenText = useSeenText();
  const titleId = useId();
  const { request } = item;
  const facts = [
    t(`urgency.${request.urgency}`),
    request.budgetFCFA === null
      ? t('item.noBudget')
      : t('item.budget', { amount: formatFCFA(request.budgetFCFA) }),
    t('item.city', { city: request.city }),
    ...(request.preferredDate
      ? [t('item.preferredDate', { date: formatDay(request.preferredDate, language) })]
      : []),
  ];

  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId} data-testid="inbox-item">
      <CardContent sx={{ pb: 1 }}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}
        >
          <Typography
            id={titleId}
            variant="h6"
            component="h3"
            sx={{ fontWeight: 600, minWidth: 0 }}
          >
            {title}
          </Typography>
          <Chip size="small" color={statusColorOf(item.status)} label={t(statusKeyOf(item))} />
        </Stack>
        <Typography variant="body2" color="textSecondary" gutterBottom>
          {t('item.receivedOn', { date: formatDate(item.createdAt, language) })}
          {' · '}
          {t('item.customer', { name: request.customerName })}
        </Typography>
        <Typography
          sx={{
            mb: 1,
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            overflowWrap: 'anywhere',
          }}
        >
          {request.description}
        </Typography>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
          {facts.map((fact) => (
            <Chip key={fact} size="small" variant="outlined" label={fact} />
          ))}
        </Stack>
        {item.totalFCFA !== null && (
          <Stack sx={{ mt: 1.5 }}>
            <Typography sx={{ fontWeight: 600 }}>
              {t('item.total', { amount: formatFCFA(item.totalFCFA) })}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {seenText(item)}
            </Typography>
            {isOpenQuote(item.status) && item.validUntil && (
              <Typography variant="body2" color="textSecondary">
                {t('item.validUntil', { date: formatDate(item.validUntil, language) })}
              </Typography>
            )}
          </Stack>
        )}
      </CardContent>
      <CardActions>
        <Button onClick={onOpen} aria-describedby={titleId}>
          {t('item.view')}
        </Button>
      </CardActions>
    </Card>
  );
}
