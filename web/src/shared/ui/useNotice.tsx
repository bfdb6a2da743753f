import { Alert, Snackbar } from '@mui/material';
import { useRef, useState } from 'react';

interface Notice {
  id: number;
  text: string;
  severity: 'success' | 'error';
}

/**
 * A short message after an action, at the bottom of the page, each new one replacing the last
 * (a new id restarts its timer). `element` goes anywhere in the page; `closeText` labels the
 * close button in the page's language.
 */
export function useNotice(closeText: string, testId?: string) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const count = useRef(0);
  const show = (text: string, severity: Notice['severity'] = 'success') => {
    count.current += 1;
    setNotice({ id: count.current, text, severity });
  };
  const element = notice && (
    <Snackbar
      key={notice.id}
      open
      autoHideDuration={6000}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') setNotice(null);
      }}
    >
      <Alert
        severity={notice.severity}
        variant="filled"
        closeText={closeText}
        onClose={() => setNotice(null)}
        data-testid={testId}
      >
        {notice.text}
      </Alert>
    </Snackbar>
  );
  return { show, element };
}
