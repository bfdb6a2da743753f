import { memo } from 'react';
import type { Language } from '@marketplace/domain';
import { alpha, Box, Container, type SxProps, type Theme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { isAdmin, useAuth } from '../../shared/auth/AuthState';
import { CONTACT } from '../../shared/contact';
import { FacebookGlyph, InstagramGlyph, LinkedInGlyph, XGlyph } from '../../shared/ui/icons';
import { localizedPath } from '../../shared/i18n/language';
import { usePageLanguage } from '../../shared/ui/LocalizedLink';
import { usePlainLinkNavigation } from '../../shared/ui/usePlainLinkNavigation';
import { visibleLinks } from '../routing/visibleLinks';
import { FOOTER_CATEGORY_LINKS, FOOTER_LINKS, INFO_LINKS, type NavLinkItem } from './navigation';

const SOCIAL = [
  { href: CONTACT.social.facebook, label: 'Facebook', Icon: FacebookGlyph },
  { href: CONTACT.social.x, label: 'X', Icon: XGlyph },
  { href: CONTACT.social.instagram, label: 'Instagram', Icon: InstagramGlyph },
  { href: CONTACT.social.linkedin, label: 'LinkedIn', Icon: LinkedInGlyph },
];

/**
 * The footer's texts, links and columns are plain elements styled from here, with the look of
 * MUI's Typography, Link, IconButton and Grid: the footer is on every page, and those components
 * cost a phone's first visit about 300 component renders for thirty links (issue 11). One column
 * of brand and two of links on a phone, the brand over a third of the width from `md` (MUI's
 * twelve columns).
 */
const footerSx: SxProps<Theme> = (theme) => ({
  mt: 8,
  py: 6,
  borderTop: 1,
  borderColor: 'divider',
  bgcolor: 'background.paper',
  '& .columns': { display: 'grid', gridTemplateColumns: 'repeat(12, minmax(0, 1fr))', gap: 4 },
  '& .columns > div': { gridColumn: { xs: 'span 6', md: 'span 2' } },
  '& .columns > .brand-column': { gridColumn: { xs: 'span 12', md: 'span 4' } },
  '& p, & h2, & ul, & address': { m: 0 },
  '& p': theme.typography.body2,
  '& .secondary': { color: 'text.secondary' },
  '& .brand': { ...theme.typography.h6, fontWeight: 800, color: 'primary.main' },
  '& .purpose': { mt: 1 },
  '& .copyright': { mt: 4 },
  '& address': { fontStyle: 'normal', mt: 2 },
  '& a': {
    color: 'primary.main',
    textDecorationColor: alpha(theme.palette.primary.main, 0.4),
    '&:hover': { textDecorationColor: 'inherit' },
  },
  '& h2': { ...theme.typography.subtitle2, mb: '0.35em' },
  '& ul': { listStyle: 'none', p: 0, display: 'flex', flexDirection: 'column', gap: 0.5 },
  '& ul a': {
    color: 'text.secondary',
    textDecoration: 'none',
    '&:hover': { textDecoration: 'underline' },
  },
  '& .social': { display: 'flex', gap: 0.5, mt: 1 },
  '& .social a': {
    display: 'inline-flex',
    p: '5px',
    borderRadius: '50%',
    color: 'action.active',
    '&:hover': { bgcolor: 'action.hover' },
  },
  '& .social svg': { fontSize: '1.25rem' },
});

function LinkColumn({
  titleKey,
  links,
  language,
}: {
  titleKey: string;
  links: NavLinkItem[];
  language: Language;
}) {
  const { t } = useTranslation();
  if (links.length === 0) return null;
  return (
    <div>
      <h2>{t(titleKey)}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.path}>
            <a href={localizedPath(link.path, language)}>{t(link.labelKey)}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The session only decides the admin links: its settling on a first visit redraws nothing. */
export function Footer() {
  const { state } = useAuth();
  return <FooterContent isAdmin={isAdmin(state)} />;
}

const FooterContent = memo(function FooterContent({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  // Its links are plain: one handler opens them in the app.
  const openInApp = usePlainLinkNavigation();
  const year = new Date().getFullYear();
  return (
    <Box component="footer" sx={footerSx} onClick={openInApp}>
      <Container maxWidth="lg">
        <div className="columns">
          <div className="brand-column">
            <p className="brand">{t('app.brand')}</p>
            <p className="secondary purpose">{t('footer.purpose')}</p>
            <address>
              <p>
                <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
              </p>
              <p>
                <a href={`tel:${CONTACT.phone.replace(/\s/g, '')}`}>{CONTACT.phone}</a>
              </p>
              <p className="secondary">
                {CONTACT.address.street}, {CONTACT.address.postalBox}
                <br />
                {CONTACT.address.city}, {CONTACT.address.country[language]}
              </p>
            </address>
            <div className="social" aria-label={t('footer.social')}>
              {SOCIAL.map(({ href, label, Icon }) => (
                <a key={label} href={href} aria-label={label} rel="noopener">
                  <Icon />
                </a>
              ))}
            </div>
          </div>
          <LinkColumn
            titleKey="footer.platform"
            links={visibleLinks(FOOTER_LINKS, isAdmin)}
            language={language}
          />
          <LinkColumn
            titleKey="footer.categoriesTitle"
            links={visibleLinks(FOOTER_CATEGORY_LINKS, isAdmin)}
            language={language}
          />
          <LinkColumn
            titleKey="footer.payments"
            links={visibleLinks(INFO_LINKS, isAdmin)}
            language={language}
          />
        </div>
        <p className="secondary copyright">{t('footer.copyright', { year })}</p>
      </Container>
    </Box>
  );
});
