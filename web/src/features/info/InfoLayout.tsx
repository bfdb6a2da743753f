import { Box } from '@mui/material';
import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';

/**
 * The information pages' header, sections, paragraphs, lists and subheadings are plain elements
 * styled from their header and sections, with the look of MUI's Stack and Typography (h1 as h3
 * bold, intro h6, h2 h5 semibold, text body1): those pages are long, and a Typography per
 * paragraph and list item cost /about alone some three hundred component renders (issue 11).
 */
const Header = styled('header')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(2),
  paddingTop: theme.spacing(3),
  [theme.breakpoints.up('md')]: { paddingTop: theme.spacing(6) },
  '& > h1': {
    ...theme.typography.h3,
    fontWeight: 700,
    fontSize: '2rem',
    margin: 0,
    [theme.breakpoints.up('sm')]: { fontSize: '2.5rem' },
    [theme.breakpoints.up('md')]: { fontSize: '3rem' },
  },
  '& > p.info-intro': {
    ...theme.typography.h6,
    fontWeight: 400,
    color: theme.palette.text.secondary,
    maxWidth: 800,
    margin: 0,
  },
}));

/** The page's single h1 and its introduction. */
export function PageHeader({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children?: ReactNode;
}) {
  return (
    <Header>
      <h1>{title}</h1>
      {children}
      <p className="info-intro">{intro}</p>
    </Header>
  );
}

const SectionRoot = styled('section')(({ theme }) => ({
  '& > h2': {
    ...theme.typography.h5,
    fontWeight: 600,
    margin: 0,
    marginBottom: theme.spacing(2),
    scrollMarginTop: 88,
    '&:focus': { outline: 'none' },
  },
  '& > .info-section-body': { display: 'flex', flexDirection: 'column', gap: theme.spacing(2) },
  '& p.info-paragraph': { ...theme.typography.body1, maxWidth: 800, margin: 0 },
  '& ul.info-list': { margin: 0, paddingLeft: theme.spacing(3), maxWidth: 800 },
  '& ul.info-list > li': { ...theme.typography.body1, marginBottom: theme.spacing(1) },
  '& h3.info-subheading': { ...theme.typography.h6, fontWeight: 600, margin: 0 },
}));

/**
 * A page section with its h2; `id` is also the anchor of the table of contents. Paragraphs,
 * BulletList and SubHeading take their look from it, so they belong inside one.
 */
export function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  const headingId = `${id}-title`;
  return (
    <SectionRoot id={id} aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1}>
        {title}
      </h2>
      <div className="info-section-body">{children}</div>
    </SectionRoot>
  );
}

export function SubHeading({ children }: { children: ReactNode }) {
  return <h3 className="info-subheading">{children}</h3>;
}

export function Paragraphs({ items }: { items: string[] }) {
  return (
    <>
      {items.map((paragraph, index) => (
        <p key={index} className="info-paragraph">
          {paragraph}
        </p>
      ))}
    </>
  );
}

export function BulletList({ items }: { items: ReactNode[] }) {
  return (
    <ul className="info-list">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

/** The look of a step's round number (StepNumber, and the home page's plain steps). */
export const STEP_NUMBER_STYLE = {
  flexShrink: 0,
  width: 40,
  height: 40,
  borderRadius: '50%',
  display: 'grid',
  placeItems: 'center',
  fontWeight: 700,
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
} as const;

/** The round number in front of a step; the surrounding `<ol>` already announces it. */
export function StepNumber({ number }: { number: number }) {
  return (
    <Box aria-hidden sx={STEP_NUMBER_STYLE}>
      {number}
    </Box>
  );
}
