import { Alert, Box, Button, CircularProgress, Stack } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VerificationKind } from '@marketplace/domain';
import { failureOf, fetchFile } from './api';
import { VERIFICATION_ADMIN_NS } from './i18n';
import type { ViewFile } from './model';
import { useRemote } from './useRemote';

/** A `blob:` address for `blob` while the component shows it, released afterwards. */
function useObjectUrl(blob: Blob | undefined) {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

/**
 * One file shown inline: a PDF in a frame, an image as an image; the download link stays under
 * it for a browser that cannot show the file (or a broken image).
 */
export function DocumentViewer({
  uid,
  kind,
  file,
}: {
  uid: string;
  kind: VerificationKind;
  file: ViewFile;
}) {
  const { t } = useTranslation(VERIFICATION_ADMIN_NS);
  const bytes = useRemote(`${uid}/${kind}/${file.id}`, () => fetchFile(uid, kind, file));
  const url = useObjectUrl(bytes.data);
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);

  if (bytes.status === 'error') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={bytes.reload}>
            {t('viewer.retry')}
          </Button>
        }
      >
        {t(`errors.${failureOf(bytes.error)}`)}
      </Alert>
    );
  }
  if (!url) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={t('viewer.loading')} />
      </Box>
    );
  }
  return (
    <Stack spacing={1} data-testid="document-viewer">
      {file.contentType === 'application/pdf' ? (
        <Box
          component="iframe"
          src={url}
          title={t('viewer.frame', { name: file.name })}
          sx={{ width: '100%', height: { xs: 420, md: 640 }, border: 1, borderColor: 'divider' }}
        />
      ) : brokenUrl === url ? (
        <Alert severity="warning">{t('viewer.imageError')}</Alert>
      ) : (
        <Box
          component="img"
          src={url}
          alt={file.name}
          onError={() => setBrokenUrl(url)}
          sx={{ maxWidth: '100%', maxHeight: 640, objectFit: 'contain', alignSelf: 'flex-start' }}
        />
      )}
      <Box>
        <Button component="a" href={url} download={file.name} size="small">
          {t('viewer.download')}
        </Button>
      </Box>
    </Stack>
  );
}
