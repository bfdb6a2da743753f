import { CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { i18n } from '../shared/i18n';
import { createRouter } from './router';

const theme = createTheme({
  palette: { primary: { main: '#1b5e20' }, secondary: { main: '#ffb300' } },
});

export function App() {
  const [router] = useState(createRouter);
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <RouterProvider router={router} />
      </ThemeProvider>
    </I18nextProvider>
  );
}
