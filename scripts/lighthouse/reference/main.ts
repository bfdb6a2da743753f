/**
 * The machine's floor for `npm run lighthouse`: the app's stack (Vite, React, MUI) drawing what
 * the home page's first screen shows — a hero, two search fields and eight category cards —
 * with no data, routing or i18n. Plain `createElement` keeps the scripts' tsconfig JSX-free.
 */
import {
  AppBar,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Container,
  CssBaseline,
  Grid,
  Paper,
  Stack,
  TextField,
  ThemeProvider,
  Toolbar,
  Typography,
  createTheme,
} from '@mui/material';
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';

const CATEGORIES = [
  'Plomberie',
  'Électricité',
  'Ménage',
  'Informatique',
  'Menuiserie',
  'Peinture',
  'Jardinage',
  'Déménagement',
];

const theme = createTheme({ palette: { primary: { main: '#1b5e20' } } });

function CategoryCard({ name }: { name: string }) {
  return h(
    Grid,
    { size: { xs: 6, sm: 4, md: 3 } },
    h(
      Card,
      { variant: 'outlined' },
      h(
        CardActionArea,
        null,
        h(
          CardContent,
          null,
          h(Typography, { variant: 'h6' }, name),
          h(Typography, { variant: 'body2', color: 'text.secondary' }, `Prestataires : ${name}`),
        ),
      ),
    ),
  );
}

function ReferencePage() {
  return h(
    ThemeProvider,
    { theme },
    h(CssBaseline),
    h(AppBar, { position: 'static' }, h(Toolbar, null, h(Typography, null, 'Services Afrique'))),
    h(
      Container,
      { maxWidth: 'lg', sx: { py: 4 } },
      h(
        Typography,
        { variant: 'h3', sx: { fontWeight: 700, fontSize: '2rem' } },
        'Trouvez le bon prestataire près de chez vous',
      ),
      h(
        Paper,
        { sx: { p: 2, my: 3 } },
        h(
          'form',
          null,
          h(
            Stack,
            { direction: { xs: 'column', md: 'row' }, spacing: 2 },
            h(TextField, { label: 'Quel service ?', fullWidth: true }),
            h(TextField, { label: 'Où ?', fullWidth: true }),
            h(Button, { variant: 'contained', size: 'large' }, 'Rechercher'),
          ),
        ),
      ),
      h(
        Grid,
        { container: true, spacing: 2 },
        CATEGORIES.map((name) => h(CategoryCard, { key: name, name })),
      ),
    ),
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(h(ReferencePage));
