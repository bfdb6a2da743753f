import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotice } from '../../shared/ui/useNotice';
import { localize, type Category, type Language } from '@marketplace/domain';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import {
  ADMIN_CATEGORIES_LIMIT,
  setCategoryActive,
  useAllCategories,
  writeFailureOf,
  writeOrders,
} from './api';
import { isKnownIcon } from './categoryIcons';
import { formValuesOf, moveWrites, nextOrder, type AdminCategory } from './categoryForm';
import { CategoryFormDialog } from './CategoryFormDialog';
import { CATEGORY_ADMIN_NS } from './i18n';
import { AddIcon, ArrowDownwardIcon, ArrowUpwardIcon } from './icons';

type Editor = { mode: 'create' } | { mode: 'edit'; row: AdminCategory };
type Direction = -1 | 1;

const moveButtonId = (slug: string, direction: Direction) =>
  `category-${slug}-${direction < 0 ? 'up' : 'down'}`;

/**
 * /category-management (admin): every category, active or not, in display order; create, edit,
 * reorder and (de)activate them. The home page and the search filters read the active ones live.
 */
export default function CategoryManagementPage() {
  const { t, i18n } = useTranslation(CATEGORY_ADMIN_NS);
  const language: Language = i18n.language === 'en' ? 'en' : 'fr';
  const categories = useAllCategories();
  const rows = categories.data ?? [];
  const [editor, setEditor] = useState<Editor | null>(null);
  const [confirming, setConfirming] = useState<AdminCategory | null>(null);
  const notice = useNotice(t('notices.close'), 'category-notice');
  // One move at a time; the buttons stay enabled (and focused) meanwhile.
  const moving = useRef(false);
  const [focusAfterMove, setFocusAfterMove] = useState<{ slug: string; direction: Direction }>();

  // A moved row changes place in the page: its button keeps the keyboard focus (or, at an end
  // of the list, the other one does).
  useEffect(() => {
    if (!focusAfterMove) return;
    const { slug, direction } = focusAfterMove;
    const button = document.getElementById(
      moveButtonId(slug, direction),
    ) as HTMLButtonElement | null;
    const target = button?.disabled
      ? document.getElementById(moveButtonId(slug, -direction as Direction))
      : button;
    target?.focus();
  }, [categories.data, focusAfterMove]);

  const show = (severity: 'success' | 'error', text: string) => notice.show(text, severity);
  const showFailure = (error: unknown) => show('error', t(`errors.${writeFailureOf(error)}`));

  const nameOf = (row: AdminCategory) =>
    row.category ? localize(row.category.name, language) : formValuesOf(row).nameFr || row.slug;

  const move = async (index: number, direction: Direction) => {
    const row = rows[index];
    const writes = moveWrites(rows, index, direction);
    if (moving.current || !row || !writes) return;
    moving.current = true;
    setFocusAfterMove({ slug: row.slug, direction });
    try {
      await writeOrders(writes);
      show('success', t('notices.moved', { name: nameOf(row), position: index + direction + 1 }));
    } catch (error) {
      showFailure(error);
    } finally {
      moving.current = false;
      // The list has settled by now (the local write shows before the server confirms it).
      setFocusAfterMove(undefined);
    }
  };

  const setActive = async (row: AdminCategory, active: boolean) => {
    try {
      await setCategoryActive(row.slug, active);
      show(
        'success',
        t(active ? 'notices.reactivated' : 'notices.deactivated', { name: nameOf(row) }),
      );
    } catch (error) {
      showFailure(error);
    }
  };

  const onSaved = (outcome: 'created' | 'saved', category: Category) => {
    setEditor(null);
    show('success', t(`notices.${outcome}`, { name: localize(category.name, language) }));
  };

  /** The order an edited category keeps (its latest one), or where a new one goes. */
  const orderFor = (current: Editor) => {
    if (current.mode === 'create') return nextOrder(rows);
    const latest = rows.find((row) => row.slug === current.row.slug) ?? current.row;
    return latest.order ?? nextOrder(rows);
  };

  return (
    <Box sx={{ py: { xs: 3, md: 5 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 3 }}
      >
        <Box>
          <Typography variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
            {t('page.title')}
          </Typography>
          <Typography color="textSecondary" sx={{ maxWidth: 720 }}>
            {t('page.intro')}
          </Typography>
        </Box>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setEditor({ mode: 'create' })}
          disabled={categories.status !== 'success'}
          sx={{ flexShrink: 0 }}
        >
          {t('page.add')}
        </Button>
      </Stack>

      {categories.status === 'loading' && <PageSpinner />}
      {categories.status === 'error' && <Alert severity="error">{t('page.loadError')}</Alert>}
      {categories.status === 'success' && rows.length === 0 && (
        <Typography>{t('page.empty')}</Typography>
      )}
      {categories.status === 'success' && rows.length > 0 && (
        <CategoryTable
          rows={rows}
          nameOf={nameOf}
          onMove={(index, direction) => void move(index, direction)}
          onEdit={(row) => setEditor({ mode: 'edit', row })}
          onDeactivate={setConfirming}
          onReactivate={(row) => void setActive(row, true)}
        />
      )}
      {rows.length >= ADMIN_CATEGORIES_LIMIT && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('page.limitReached', { count: ADMIN_CATEGORIES_LIMIT })}
        </Alert>
      )}

      {editor && (
        <CategoryFormDialog
          target={editor.mode === 'edit' ? editor.row : null}
          order={orderFor(editor)}
          onClose={() => setEditor(null)}
          onSaved={onSaved}
        />
      )}

      {confirming && (
        <DeactivateDialog
          name={nameOf(confirming)}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            setConfirming(null);
            void setActive(confirming, false);
          }}
        />
      )}

      {notice.element}
    </Box>
  );
}

interface CategoryTableProps {
  rows: AdminCategory[];
  nameOf: (row: AdminCategory) => string;
  onMove: (index: number, direction: Direction) => void;
  onEdit: (row: AdminCategory) => void;
  onDeactivate: (row: AdminCategory) => void;
  onReactivate: (row: AdminCategory) => void;
}

function CategoryTable({
  rows,
  nameOf,
  onMove,
  onEdit,
  onDeactivate,
  onReactivate,
}: CategoryTableProps) {
  const { t } = useTranslation(CATEGORY_ADMIN_NS);
  const movable = (index: number) => rows[index] !== undefined && rows[index].order !== null;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('table.label')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('table.order')}</TableCell>
            <TableCell>{t('table.nameFr')}</TableCell>
            <TableCell>{t('table.nameEn')}</TableCell>
            <TableCell>{t('table.slug')}</TableCell>
            <TableCell>{t('table.icon')}</TableCell>
            <TableCell>{t('table.status')}</TableCell>
            <TableCell align="right">{t('table.keywords')}</TableCell>
            <TableCell align="right">{t('table.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => {
            const { category } = row;
            const values = formValuesOf(row);
            const name = nameOf(row);
            return (
              <TableRow key={row.slug} data-testid={`category-row-${row.slug}`} hover>
                <TableCell>{row.order ?? ''}</TableCell>
                <TableCell component="th" scope="row">
                  {values.nameFr || row.slug}
                  {!category && (
                    <Typography
                      variant="body2"
                      color="error"
                      component="span"
                      sx={{ display: 'block' }}
                    >
                      {t('table.invalid')}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  {values.nameEn || (
                    <Typography variant="body2" color="textSecondary" component="span">
                      {t('table.noEnglish')}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>{row.slug}</TableCell>
                <TableCell>
                  {isKnownIcon(values.icon) ? t(`icons.${values.icon}`) : values.icon}
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={values.active ? t('status.active') : t('status.inactive')}
                    color={values.active ? 'success' : 'default'}
                    variant={values.active ? 'filled' : 'outlined'}
                  />
                </TableCell>
                <TableCell align="right">{values.keywords.length}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <IconButton
                    id={moveButtonId(row.slug, -1)}
                    size="small"
                    aria-label={t('actions.moveUp', { name })}
                    disabled={!movable(index) || !movable(index - 1)}
                    onClick={() => onMove(index, -1)}
                  >
                    <ArrowUpwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    id={moveButtonId(row.slug, 1)}
                    size="small"
                    aria-label={t('actions.moveDown', { name })}
                    disabled={!movable(index) || !movable(index + 1)}
                    onClick={() => onMove(index, 1)}
                  >
                    <ArrowDownwardIcon fontSize="small" />
                  </IconButton>
                  <Button
                    size="small"
                    aria-label={t('actions.editLabel', { name })}
                    onClick={() => onEdit(row)}
                  >
                    {t('actions.edit')}
                  </Button>
                  {values.active ? (
                    <Button
                      size="small"
                      color="warning"
                      aria-label={t('actions.deactivateLabel', { name })}
                      disabled={!category}
                      onClick={() => onDeactivate(row)}
                    >
                      {t('actions.deactivate')}
                    </Button>
                  ) : (
                    <Button
                      size="small"
                      aria-label={t('actions.reactivateLabel', { name })}
                      disabled={!category}
                      onClick={() => onReactivate(row)}
                    >
                      {t('actions.reactivate')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function DeactivateDialog({
  name,
  onCancel,
  onConfirm,
}: {
  name: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation(CATEGORY_ADMIN_NS);
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} aria-describedby={bodyId}>
      <DialogTitle id={titleId}>{t('confirm.title', { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>{t('confirm.body')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          {t('confirm.cancel')}
        </Button>
        <Button color="warning" variant="contained" onClick={onConfirm}>
          {t('confirm.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
