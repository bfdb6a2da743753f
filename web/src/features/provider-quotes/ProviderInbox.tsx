import { Alert, Box, Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { QUOTE_LIMITS, type ProviderInboxTab } from '@marketplace/domain';
import { useActiveCategories } from '../../shared/catalog/categories';
import { usePageLanguage } from '../../shared/ui/LocalizedLink';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import {
  COUNT_CAP,
  INBOX_TABS,
  isInboxTab,
  useInboxCounts,
  useInboxPage,
  type InboxCounts,
} from './api';
import { requestTitle } from './format';
import { PROVIDER_QUOTES_NS } from './i18n';
import { InboxCard } from './InboxCard';
import type { InboxItem } from './model';
import { QuoteDetails, type DoneAction } from './QuoteDetails';

const tabId = (tab: ProviderInboxTab) => `provider-inbox-tab-${tab}`;
const PANEL_ID = 'provider-inbox-panel';

function InboxTabs({
  tab,
  counts,
  onChange,
}: {
  tab: ProviderInboxTab;
  counts: InboxCounts | null;
  onChange: (tab: ProviderInboxTab) => void;
}) {
  const { t } = useTranslation(PROVIDER_QUOTES_NS);
  return (
    <Tabs
      value={tab}
      onChange={(_, next: ProviderInboxTab) => onChange(next)}
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label={t('inbox.tabsLabel')}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {INBOX_TABS.map((name) => (
        <Tab
          key={name}
          value={name}
          id={tabId(name)}
          aria-controls={PANEL_ID}
          label={
            counts
              ? t(counts[name] < COUNT_CAP ? 'inbox.tabCount' : 'inbox.tabCountCapped', {
                  name: t(`inbox.tabs.${name}`),
                  number: Math.min(counts[name], COUNT_CAP),
                })
              : t(`inbox.tabs.${name}`)
          }
        />
      ))}
    </Tabs>
  );
}

/**
 * The provider's inbox: a tab per state of their answers with its count, the tab's entries 20
 * a page (newest first, cursor paging), and an entry's details with what it allows.
 */
export function ProviderInbox({ uid }: { uid: string }) {
  const { t } = useTranslation(PROVIDER_QUOTES_NS);
  const language = usePageLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('tab');
  const tab: ProviderInboxTab = isInboxTab(asked) ? asked : 'new';
  // Where each page after the first starts; reset with the tab.
  const [paging, setPaging] = useState<{ tab: ProviderInboxTab; after: QueryDocumentSnapshot[] }>({
    tab,
    after: [],
  });
  const cursors = paging.tab === tab ? paging.after : [];
  const [version, setVersion] = useState(0);
  const counts = useInboxCounts(uid, version);
  const page = useInboxPage(uid, tab, cursors.at(-1) ?? null);
  const categories = useActiveCategories();
  const [opened, setOpened] = useState<InboxItem | null>(null);
  const [done, setDone] = useState<DoneAction | null>(null);

  const titleOf = (item: InboxItem) => requestTitle(item.request, categories.data, language);
  const move = (after: QueryDocumentSnapshot[]) => {
    setPaging({ tab, after });
    window.scrollTo?.({ top: 0 });
  };

  if (opened) {
    // The live entry when this page still holds it, else the one opened.
    const item = page.data?.find((entry) => entry.quoteId === opened.quoteId) ?? opened;
    return (
      <QuoteDetails
        item={item}
        title={titleOf(item)}
        onBack={() => setOpened(null)}
        onDone={(action) => {
          setOpened(null);
          setDone(action);
          setVersion((current) => current + 1);
        }}
      />
    );
  }

  const items = page.data ?? [];
  const pageNumber = cursors.length + 1;
  // A capped count says only that there are more.
  const total = counts && counts[tab] < COUNT_CAP ? counts[tab] : undefined;
  const hasNext =
    items.length === QUOTE_LIMITS.pageSize &&
    (total === undefined || pageNumber * QUOTE_LIMITS.pageSize < total);
  const last = items.at(-1);

  return (
    <Box sx={{ py: { xs: 3, md: 5 }, maxWidth: 880, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
        {t('inbox.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {t('inbox.intro')}
      </Typography>
      {done && (
        <Alert severity="success" onClose={() => setDone(null)} sx={{ mb: 2 }}>
          {t(`done.${done}`)}
        </Alert>
      )}
      <InboxTabs
        tab={tab}
        counts={counts}
        onChange={(next) => {
          setSearchParams(next === 'new' ? {} : { tab: next }, { replace: true });
          setPaging({ tab: next, after: [] });
          setDone(null);
        }}
      />
      <Box role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(tab)} sx={{ pt: 2 }}>
        {page.status === 'loading' && <PageSpinner />}
        {page.status === 'error' && <Alert severity="error">{t('inbox.loadError')}</Alert>}
        {page.status === 'success' && items.length === 0 && (
          <Typography color="textSecondary" sx={{ py: 4, textAlign: 'center' }}>
            {t(`inbox.empty.${tab}`)}
          </Typography>
        )}
        <Stack spacing={2}>
          {items.map((item) => (
            <InboxCard
              key={item.quoteId}
              item={item}
              title={titleOf(item)}
              onOpen={() => {
                setDone(null);
                setOpened(item);
                window.scrollTo?.({ top: 0 });
              }}
            />
          ))}
        </Stack>
        {(cursors.length > 0 || hasNext) && (
          <Stack
            component="nav"
            aria-label={t('inbox.pages')}
            direction="row"
            spacing={2}
            sx={{ mt: 3, justifyContent: 'space-between', alignItems: 'center' }}
          >
            <Button disabled={cursors.length === 0} onClick={() => move(cursors.slice(0, -1))}>
              {t('inbox.previous')}
            </Button>
            <Typography color="textSecondary">{t('inbox.page', { number: pageNumber })}</Typography>
            <Button
              disabled={!hasNext || !last}
              onClick={() => last && move([...cursors, last.cursor])}
            >
              {t('inbox.next')}
            </Button>
          </Stack>
        )}
      </Box>
    </Box>
  );
}
