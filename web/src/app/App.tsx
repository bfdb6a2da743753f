import { CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { db, firebaseApp } from '../shared/firebase';
import { createI18n } from '../shared/i18n';
import { languageFromPath } from '../shared/i18n/language';
import { createRouter } from './router';

const theme = createTheme({
  palette: { primary: { main: '#1b5e20' }, secondary: { main: '#ffb300' } },
});

export function App() {
  const [i18n] = useState(() => createI18n(languageFromPath(window.location.pathname)));
  const [router] = useState(createRouter);
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <FirestoreProvider sdk={db}>
        <I18nextProvider i18n={i18n}>
          <ThemeProvider theme={theme}>
            <CssBaseline />
            <RouterProvider router={router} />
          </ThemeProvider>
        </I18nextProvider>
      </FirestoreProvider>
    </FirebaseAppProvider>
  );
}
