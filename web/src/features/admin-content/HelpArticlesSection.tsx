import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Stack,
  Typography,
} from '@mui/material';
import { localize, type HelpArticleView } from '@marketplace/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageLanguage } from '../../shared/ui/LocalizedLink';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { TextActionDialog } from '../../shared/ui/TextActionDialog';
import { contentFailureOf, deleteHelpArticle } from './api';
import { HelpArticleDialog } from './HelpArticleDialog';
import { ADMIN_CONTENT_NS } from './namespace';
import { useHelpArticles } from './useHelpArticles';

type Notify = (text: string, severity?: 'success' | 'error') => void;

/** The help articles: each with its question, state and keywords; write, edit or delete one. */
export function HelpArticlesSection({ notify }: { notify: Notify }) {
  const { t } = useTranslation(ADMIN_CONTENT_NS);
  const language = usePageLanguage();
  const { list, reload } = useHelpArticles();
  // undefined: no form open; null: a new article.
  const [editing, setEditing] = useState<HelpArticleView | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<HelpArticleView | null>(null);

  return (
    <section aria-labelledby="help-title">
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}
      >
        <Typography id="help-title" variant="h5" component="h2">
          {t('help.title')}
        </Typography>
        <Button variant="contained" onClick={() => setEditing(null)}>
          {t('help.add')}
        </Button>
      </Stack>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {t('help.intro')}
      </Typography>
      {list.status === 'loading' && <PageSpinner />}
      {list.status === 'error' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={reload}>
              {t('help.retry')}
            </Button>
          }
        >
          {t('help.loadError')} {t(`errors.${contentFailureOf(list.error)}`)}
        </Alert>
      )}
      {list.status === 'success' && list.items.length === 0 && (
        <Typography color="textSecondary">{t('help.empty')}</Typography>
      )}
      {list.status === 'success' && (
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
          {list.items.map((article) => {
            const question = localize(article.question, language);
            return (
              <Card key={article.id} variant="outlined" component="li" data-testid="help-article">
                <CardContent>
                  <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                    <Typography
                      component="h3"
                      variant="subtitle1"
                      sx={{ flex: 1, fontWeight: 600 }}
                    >
                      {question}
                    </Typography>
                    <Chip
                      size="small"
                      color={article.published ? 'success' : 'default'}
                      label={t(article.published ? 'help.published' : 'help.draft')}
                    />
                  </Box>
                  <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
                    {article.id}
                    {article.keywords.length > 0 &&
                      ` · ${t('help.keywords', { keywords: article.keywords.join(', ') })}`}
                  </Typography>
                </CardContent>
                <CardActions>
                  <Button onClick={() => setEditing(article)}>{t('help.edit')}</Button>
                  <Button color="error" onClick={() => setDeleting(article)}>
                    {t('help.delete')}
                  </Button>
                </CardActions>
              </Card>
            );
          })}
        </Stack>
      )}
      {editing !== undefined && (
        <HelpArticleDialog
          article={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            notify(t('help.saved'));
            reload();
          }}
        />
      )}
      {deleting && (
        <TextActionDialog
          title={t('help.deleteTitle')}
          text={t('help.deleteText', { question: localize(deleting.question, language) })}
          submitLabel={t('help.deleteSubmit')}
          submitColor="error"
          backLabel={t('dialog.back')}
          failureOf={(error) => t(`errors.${contentFailureOf(error)}`)}
          send={() => deleteHelpArticle(deleting.id)}
          onClose={() => setDeleting(null)}
          onDone={() => {
            setDeleting(null);
            notify(t('help.deleted'));
            reload();
          }}
        />
      )}
    </section>
  );
}
