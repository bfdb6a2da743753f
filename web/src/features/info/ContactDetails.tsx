import { Box, Grid, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { CONTACT } from '../../shared/contact';
import { useInfoText } from './useInfoText';

/** `tel:` wants the number without spaces. */
export const CONTACT_PHONE_HREF = `tel:${CONTACT.phone.replace(/\s+/g, '')}`;
export const CONTACT_EMAIL_HREF = `mailto:${CONTACT.email}`;

/** The team's email, phone and postal address in Douala. */
export function ContactDetails() {
  const { t, language } = useInfoText();
  const { address } = CONTACT;
  return (
    <Box component="address" sx={{ fontStyle: 'normal' }}>
      <Grid container spacing={3}>
        <ContactItem label={t('contact.email')}>
          <Link href={CONTACT_EMAIL_HREF} sx={{ overflowWrap: 'anywhere' }}>
            {CONTACT.email}
          </Link>
        </ContactItem>
        <ContactItem label={t('contact.phone')}>
          <Link href={CONTACT_PHONE_HREF} sx={{ whiteSpace: 'nowrap' }}>
            {CONTACT.phone}
          </Link>
        </ContactItem>
        <ContactItem label={t('contact.address')}>
          {address.street}
          <br />
          {address.postalBox}
          <br />
          {address.city}, {address.country[language]}
        </ContactItem>
      </Grid>
    </Box>
  );
}

function ContactItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 4 }}>
      <Typography variant="subtitle2" component="p" color="textSecondary">
        {label}
      </Typography>
      <Typography component="div">{children}</Typography>
    </Grid>
  );
}
