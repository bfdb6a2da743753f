import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { saveLanguage } from '../../shared/i18n/detection';
import { languageFromPath, localizedPath, pathWithoutLanguage } from '../../shared/i18n/language';
import { TranslateIcon } from '../../shared/ui/icons';

/** The same page in the other language; a plain link, so the page reloads (spec §4). */
export function useOtherLanguageHref() {
  const { pathname, search, hash } = useLocation();
  const language = languageFromPath(pathname);
  const other = language === 'fr' ? 'en' : 'fr';
  return {
    other,
    href: `${localizedPath(pathWithoutLanguage(pathname), other)}${search}${hash}`,
  } as const;
}

export function LanguageSwitch({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation();
  const { other, href } = useOtherLanguageHref();
  return (
    <Button
      href={href}
      lang={other}
      hrefLang={other}
      color="inherit"
      fullWidth={fullWidth}
      startIcon={<TranslateIcon />}
      onClick={() => saveLanguage(other)}
      aria-label={t('language.switchLabel')}
      sx={fullWidth ? { justifyContent: 'flex-start' } : undefined}
    >
      {t('language.switch')}
    </Button>
  );
}
