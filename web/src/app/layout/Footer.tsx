import { Box, Container, Grid, IconButton, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../shared/auth/AuthState';
import { CONTACT } from '../../shared/contact';
import { FacebookIcon, InstagramIcon, LinkedInIcon, XIcon } from '../../shared/ui/icons';
import { LocalizedLink, usePageLanguage } from '../../shared/ui/LocalizedLink';
import { visibleLinks } from '../routing/visibleLinks';
import { FOOTER_CATEGORY_LINKS, FOOTER_LINKS, INFO_LINKS, type NavLinkItem } from './navigation';

const SOCIAL = [
  { href: CONTACT.social.facebook, label: 'Facebook', Icon: FacebookIcon },
  { href: CONTACT.social.x, label: 'X', Icon: XIcon },
  { href: CONTACT.social.instagram, label: 'Instagram', Icon: InstagramIcon },
  { href: CONTACT.social.linkedin, label: 'LinkedIn', Icon: LinkedInIcon },
];

function LinkColumn({ titleKey, links }: { titleKey: string; links: NavLinkItem[] }) {
  const { t } = useTranslation();
  if (links.length === 0) return null;
  return (
    <Grid size={{ xs: 6, md: 2 }}>
      <Typography variant="subtitle2" component="h2" gutterBottom>
        {t(titleKey)}
      </Typography>
      <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {links.map((link) => (
          <li key={link.path}>
            <Link component={LocalizedLink} to={link.path} color="text.secondary" underline="hover">
              {t(link.labelKey)}
            </Link>
          </li>
        ))}
      </Stack>
    </Grid>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const { state } = useAuth();
  const language = usePageLanguage();
  const year = new Date().getFullYear();
  return (
    <Box
      component="footer"
      sx={{ mt: 8, py: 6, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Typography variant="h6" component="p" sx={{ fontWeight: 800, color: 'primary.main' }}>
              {t('app.brand')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('footer.purpose')}
            </Typography>
            <Box component="address" sx={{ fontStyle: 'normal', mt: 2 }}>
              <Typography variant="body2">
                <Link href={`mailto:${CONTACT.email}`}>{CONTACT.email}</Link>
              </Typography>
              <Typography variant="body2">
                <Link href={`tel:${CONTACT.phone.replace(/\s/g, '')}`}>{CONTACT.phone}</Link>
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {CONTACT.address.street}, {CONTACT.address.postalBox}
                <br />
                {CONTACT.address.city}, {CONTACT.address.country[language]}
              </Typography>
            </Box>
            <Stack direction="row" spacing={0.5} sx={{ mt: 1 }} aria-label={t('footer.social')}>
              {SOCIAL.map(({ href, label, Icon }) => (
                <IconButton key={label} href={href} aria-label={label} size="small" rel="noopener">
                  <Icon fontSize="small" />
                </IconButton>
              ))}
            </Stack>
          </Grid>
          <LinkColumn titleKey="footer.platform" links={visibleLinks(FOOTER_LINKS, state)} />
          <LinkColumn
            titleKey="footer.categoriesTitle"
            links={visibleLinks(FOOTER_CATEGORY_LINKS, state)}
          />
          <LinkColumn titleKey="footer.payments" links={visibleLinks(INFO_LINKS, state)} />
        </Grid>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 4 }}>
          {t('footer.copyright', { year })}
        </Typography>
      </Container>
    </Box>
  );
}
