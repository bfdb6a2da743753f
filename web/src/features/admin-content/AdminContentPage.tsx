import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Divider,
  Grid,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../shared/ui/LocalizedLink';
import { useNotice } from '../../shared/ui/useNotice';
import { FeaturedReviewsSection } from './FeaturedReviewsSection';
import { HelpArticlesSection } from './HelpArticlesSection';
import { ADMIN_CONTENT_NS } from './i18n';

/** The existing pages this area links to rather than repeats. */
const LINKS = [
  { to: '/category-management', name: 'categories' },
  { to: '/admin/reviews', name: 'reviews' },
] as const;

/**
 * /admin/content (admin, issue 16 §4): links to the categories and reviews moderation pages,
 * the reviews featured among the testimonials on home, and the help articles of the support
 * assistant. Every change goes through the api, which audits it.
 */
export default function AdminContentPage() {
  const { t } = useTranslation(ADMIN_CONTENT_NS);
  const notice = useNotice(t('notice.close'));
  return (
    <Box sx={{ py: { xs: 3, md: 5 }, maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
        {t('title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {t('intro')}
      </Typography>
      <section aria-labelledby="links-title">
        <Typography id="links-title" variant="h5" component="h2" gutterBottom>
          {t('links.title')}
        </Typography>
        <Grid container spacing={2}>
          {LINKS.map(({ to, name }) => (
            <Grid key={name} size={{ xs: 12, sm: 6 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardContent>
                  <Typography color="textSecondary">{t(`links.${name}Text`)}</Typography>
                </CardContent>
                <CardActions>
                  <Button component={LocalizedLink} to={to}>
                    {t(`links.${name}`)}
                  </Button>
                </CardActions>
              </Card>
            </Grid>
          ))}
        </Grid>
      </section>
      <Divider sx={{ my: 4 }} />
      <FeaturedReviewsSection notify={notice.show} />
      <Divider sx={{ my: 4 }} />
      <HelpArticlesSection notify={notice.show} />
      {notice.element}
    </Box>
  );
}
