import { Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { ContactDetails } from './ContactDetails';
import { BulletList, Paragraphs } from './InfoLayout';
import { LegalDocument, type LegalSection } from './LegalDocument';
import { LocalizedLink } from '../../shared/ui/LocalizedLink';
import { useInfoText } from './useInfoText';
import { addTranslations } from '../../shared/i18n';
import { INFO_NS } from './i18n';
import en from './locales/terms.en.json';
import fr from './locales/terms.fr.json';

addTranslations(INFO_NS, { fr, en });

/** The sections of the terms, in reading order. */
export const TERMS_SECTIONS = [
  'purpose',
  'accounts',
  'verification',
  'bookings',
  'cancellation',
  'quotes',
  'payment',
  'reviews',
  'conduct',
  'liability',
  'privacy',
  'changes',
  'law',
  'contact',
] as const;

const S = 'terms.sections';

export default function TermsPage() {
  const { t, list } = useInfoText();

  const extra: Partial<Record<(typeof TERMS_SECTIONS)[number], ReactNode>> = {
    payment: (
      <div>
        <Button component={LocalizedLink} to="/transaction-calculator" variant="outlined">
          {t(`${S}.payment.calculatorLink`)}
        </Button>
      </div>
    ),
    privacy: (
      <div>
        <Button component={LocalizedLink} to="/privacy" variant="outlined">
          {t(`${S}.privacy.link`)}
        </Button>
      </div>
    ),
  };

  const content = (id: (typeof TERMS_SECTIONS)[number]) => {
    if (id === 'conduct') {
      return (
        <>
          <Typography>{t(`${S}.conduct.intro`)}</Typography>
          <BulletList items={list(`${S}.conduct.items`)} />
          <Typography>{t(`${S}.conduct.outro`)}</Typography>
        </>
      );
    }
    if (id === 'contact') {
      return (
        <>
          <Typography>{t(`${S}.contact.intro`)}</Typography>
          <ContactDetails />
        </>
      );
    }
    return (
      <>
        <Paragraphs items={list(`${S}.${id}.paragraphs`)} />
        {extra[id]}
      </>
    );
  };

  const sections: LegalSection[] = TERMS_SECTIONS.map((id) => ({
    id: `terms-${id}`,
    title: t(`${S}.${id}.title`),
    content: content(id),
  }));

  return <LegalDocument title={t('terms.title')} intro={t('terms.intro')} sections={sections} />;
}
