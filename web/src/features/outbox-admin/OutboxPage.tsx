import { Alert, Box, Chip, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationKind } from '@marketplace/domain';
import type { LiveData } from '../../shared/firebase/useLiveQuery';
import { usePageLanguage } from '../../shared/ui/LocalizedLink';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { OUTBOX_PAGE, useOutboxMail, useOutboxSms } from './api';
import { OUTBOX_ADMIN_NS } from './i18n';
import type { OutboxKind, OutboxMail, OutboxSms } from './model';
import { dateTimeFormat } from '@marketplace/domain';

const TABS: OutboxKind[] = ['mail', 'sms'];

function Entry({
  to,
  kind,
  createdAt,
  testId,
  children,
}: {
  to: string;
  kind: NotificationKind;
  createdAt: Date;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation(OUTBOX_ADMIN_NS);
  const locale = usePageLanguage() === 'en' ? 'en-GB' : 'fr-FR';
  const when = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid={testId}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1 }}
      >
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {t('entry.to', { to })}
        </Typography>
        <Chip size="small" label={t(`kinds.${kind}`)} />
        <Typography variant="body2" color="textSecondary" component="span">
          <time dateTime={createdAt.toISOString()}>{when.format(createdAt)}</time>
        </Typography>
      </Stack>
      {children}
    </Paper>
  );
}

/** Three lines of a long text, the rest on the page's width. */
const clamp = {
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  whiteSpace: 'pre-line',
} as const;

function Entries<T extends { id: string }>({
  list,
  render,
}: {
  list: LiveData<T[]>;
  render: (entry: T) => ReactNode;
}) {
  const { t } = useTranslation(OUTBOX_ADMIN_NS);
  if (list.status === 'loading') return <PageSpinner />;
  if (list.status === 'error') return <Alert severity="error">{t('loadError')}</Alert>;
  if (list.data.length === 0) return <Typography color="textSecondary">{t('empty')}</Typography>;
  return <Stack spacing={2}>{list.data.map(render)}</Stack>;
}

function MailTab() {
  return (
    <Entries
      list={useOutboxMail()}
      render={(mail: OutboxMail) => (
        <Entry
          key={mail.id}
          to={mail.to}
          kind={mail.kind}
          createdAt={mail.createdAt}
          testId="outbox-mail"
        >
          <Typography sx={{ fontWeight: 600 }}>{mail.subject}</Typography>
          <Typography variant="body2" color="textSecondary" sx={clamp}>
            {mail.text}
          </Typography>
        </Entry>
      )}
    />
  );
}

function SmsTab() {
  return (
    <Entries
      list={useOutboxSms()}
      render={(sms: OutboxSms) => (
        <Entry
          key={sms.id}
          to={sms.to}
          kind={sms.kind}
          createdAt={sms.createdAt}
          testId="outbox-sms"
        >
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
            {sms.body}
          </Typography>
        </Entry>
      )}
    />
  );
}

/**
 * /admin/outbox (admins): the 50 newest messages of the mail and SMS outboxes, which the
 * notifications write for users who enabled email or SMS. In production the "Trigger Email
 * from Firestore" extension and an SMS gateway send them; here they only wait.
 */
export default function OutboxPage() {
  const { t } = useTranslation(OUTBOX_ADMIN_NS);
  const [tab, setTab] = useState<OutboxKind>('mail');
  return (
    <Box sx={{ py: { xs: 1, md: 3 }, maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
        {t('title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 1 }}>
        {t('intro', { count: OUTBOX_PAGE })}
      </Typography>
      <Alert severity="info" sx={{ mb: 2 }}>
        {t('delivery')}
      </Alert>
      <Tabs
        value={tab}
        onChange={(_event, value: OutboxKind) => setTab(value)}
        aria-label={t('tabs.label')}
        sx={{ mb: 2 }}
      >
        {TABS.map((kind) => (
          <Tab
            key={kind}
            value={kind}
            label={t(`tabs.${kind}`)}
            id={`outbox-tab-${kind}`}
            aria-controls="outbox-panel"
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="outbox-panel" aria-labelledby={`outbox-tab-${tab}`}>
        {tab === 'mail' ? <MailTab /> : <SmsTab />}
      </Box>
    </Box>
  );
}
