import { Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { VerificationKind } from '@marketplace/domain';
import { createFileLink, failureOf, type Failure } from './api';
import { formatSize } from './format';
import { pageLanguage, VERIFICATION_NS } from './i18n';
import type { ViewFile } from './model';

/**
 * Opens one file in a new tab through a short-lived link. The tab opens at the click (a tab
 * opened after an await is a blocked pop-up), then goes to the link once the api gives it.
 */
async function openFile(uid: string, kind: VerificationKind, fileId: string) {
  const tab = window.open('', '_blank');
  try {
    const { url } = await createFileLink(uid, kind, fileId);
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else {
      window.location.assign(url);
    }
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** A document's files: name, size and a "view" action each. */
export function FileList({
  uid,
  kind,
  files,
  onError,
}: {
  uid: string;
  kind: VerificationKind;
  files: ViewFile[];
  onError: (failure: Failure) => void;
}) {
  const { t, i18n } = useTranslation(VERIFICATION_NS);
  const language = pageLanguage(i18n.language);
  if (files.length === 0) return null;
  return (
    <>
      <Typography variant="subtitle2" component="h3">
        {t('document.files')}
      </Typography>
      <List dense disablePadding>
        {files.map((file) => (
          <ListItem
            key={file.id}
            disableGutters
            secondaryAction={
              <Button
                size="small"
                aria-label={t('document.viewLabel', { name: file.name })}
                onClick={() => {
                  openFile(uid, kind, file.id).catch((error: unknown) => onError(failureOf(error)));
                }}
              >
                {t('document.view')}
              </Button>
            }
          >
            <ListItemText
              primary={file.name}
              secondary={formatSize(file.size, language)}
              slotProps={{ primary: { sx: { wordBreak: 'break-all', pr: 6 } } }}
            />
          </ListItem>
        ))}
      </List>
    </>
  );
}
