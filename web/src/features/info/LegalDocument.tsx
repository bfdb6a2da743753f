import { Box, Link, Paper, Stack, Typography } from '@mui/material';
import type { MouseEvent, ReactNode } from 'react';
import { formatDay } from '../../shared/i18n/dates';
import { PageHeader, Section } from './InfoLayout';
import { useInfoText } from './useInfoText';

/** Date of the last update of the privacy policy and the terms of use. */
export const LEGAL_LAST_UPDATED = '2026-11-21';

export interface LegalSection {
  /** Anchor of the section, unique on the page. */
  id: string;
  title: string;
  content: ReactNode;
}

/** Privacy policy and terms: h1, last update, table of contents, then one h2 per section. */
export function LegalDocument({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: string;
  sections: LegalSection[];
}) {
  const { t, language } = useInfoText();
  return (
    <Stack spacing={{ xs: 4, md: 5 }} sx={{ pb: 8 }}>
      <PageHeader title={title} intro={intro}>
        <Typography variant="body2" color="textSecondary">
          {t('common.lastUpdated')}{' '}
          <time dateTime={LEGAL_LAST_UPDATED}>{formatDay(LEGAL_LAST_UPDATED, language)}</time>
        </Typography>
      </PageHeader>
      <TableOfContents label={t('common.tableOfContents')} sections={sections} />
      {sections.map((section) => (
        <Section key={section.id} id={section.id} title={section.title}>
          {section.content}
        </Section>
      ))}
    </Stack>
  );
}

function TableOfContents({ label, sections }: { label: string; sections: LegalSection[] }) {
  // Scroll in place rather than changing the URL: the router keeps the page as it is.
  const jumpTo = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const heading = document.getElementById(`${id}-title`);
    if (!heading) return;
    event.preventDefault();
    heading.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    heading.focus({ preventScroll: true });
  };
  return (
    <Paper component="nav" variant="outlined" aria-label={label} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="overline" component="p" color="textSecondary">
        {label}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 3, columnGap: 6, columnCount: { xs: 1, md: 2 } }}>
        {sections.map((section) => (
          <Box component="li" key={section.id} sx={{ mb: 0.75, breakInside: 'avoid' }}>
            <Link href={`#${section.id}`} onClick={(event) => jumpTo(event, section.id)}>
              {section.title}
            </Link>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
