import { Alert, Chip, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFCFA, dateTimeFormat } from '@marketplace/domain';
import { usePageLanguage } from '../../shared/ui/LocalizedLink';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { useMyLinks } from './api';
import { PAYMENT_LINKS_NS } from './i18n';
import { linkStateAt, type CreatorLink, type LinkState } from './model';
import { checkoutUrl } from './share';
import { ShareActions } from './ShareActions';

const MINUTE_MS = 60_000;
const CHIP_COLOR: Record<LinkState, 'success' | 'primary' | 'default'> = {
  active: 'primary',
  paid: 'success',
  expired: 'default',
};

/** The time now, a minute at a time: a link turns "expired" on screen when its time comes. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function LinkRow({ link, now }: { link: CreatorLink; now: Date }) {
  const { t } = useTranslation(PAYMENT_LINKS_NS);
  const locale = usePageLanguage() === 'en' ? 'en-GB' : 'fr-FR';
  const when = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const state = linkStateAt(link, now);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="link-row" data-status={state}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 0.5 }}
      >
        <Typography sx={{ fontWeight: 700 }}>{formatFCFA(link.amountFCFA)}</Typography>
        <Chip size="small" color={CHIP_COLOR[state]} label={t(`status.${state}`)} />
      </Stack>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{link.description}</Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: state === 'active' ? 1 : 0 }}>
        <time dateTime={link.expiresAt.toISOString()}>
          {t(state === 'expired' ? 'list.expired' : 'list.expires', {
            date: when.format(link.expiresAt),
          })}
        </time>
      </Typography>
      {state === 'active' && link.token && (
        <ShareActions
          url={checkoutUrl(link.token)}
          amountFCFA={link.amountFCFA}
          description={link.description}
        />
      )}
    </Paper>
  );
}

/** The creator's latest links, live: a link paid by a customer turns "paid" here at once. */
export function LinkList({ uid }: { uid: string }) {
  const { t } = useTranslation(PAYMENT_LINKS_NS);
  const links = useMyLinks(uid);
  const now = useMinuteClock();
  let body;
  if (links.status === 'loading') body = <PageSpinner />;
  else if (links.status === 'error') body = <Alert severity="error">{t('list.loadError')}</Alert>;
  else if (links.data.length === 0) {
    body = <Typography color="textSecondary">{t('list.empty')}</Typography>;
  } else {
    body = (
      <Stack spacing={2}>
        {links.data.map((link) => (
          <LinkRow key={link.id} link={link} now={now} />
        ))}
      </Stack>
    );
  }
  return (
    <section aria-labelledby="payment-links-list">
      <Typography id="payment-links-list" variant="h5" component="h2" gutterBottom>
        {t('list.title')}
      </Typography>
      {body}
    </section>
  );
}
